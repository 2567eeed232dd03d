import { randomBytes } from 'node:crypto';
import { COUNTS } from '../../../domain/constants/limits';
import type { FileAttachment } from '../../../domain/contracts/file-attachments';
import type { Database } from '../db/open-database';
import { invalidRequest } from '../http/api-error';

type Upload = { filename: string; contentType: string; bytes: Uint8Array };
type Owner = { hotelId: number; sessionId: number; draftId: string };

/** Stores a draft's files, refusing the whole upload if one file breaks a limit, so none is half-kept. */
export function storeAttachments(db: Database, owner: Owner, uploads: readonly Upload[], now: Date): { attachments: FileAttachment[]; remaining: number } {
  if (uploads.length === 0) throw invalidRequest('Choose a file to upload.', { files: [{ error: 'required' }] });
  uploads.forEach((upload, i) => {
    if (upload.bytes.byteLength === 0) throw invalidRequest('This file is empty.', { [`files.${i}`]: [{ error: 'empty_file' }] });
    if (upload.bytes.byteLength > COUNTS.maxAttachmentBytes) {
      throw invalidRequest('A file may be at most 80 MB.', { [`files.${i}`]: [{ error: 'file_too_large' }] });
    }
    if (upload.filename.length > COUNTS.maxTextLength) throw invalidRequest('This file name is too long.', { [`files.${i}`]: [{ error: 'too_long' }] });
  });
  return db
    .transaction(() => {
      const stored = countDraft(db, owner);
      if (stored + uploads.length > COUNTS.maxAttachments) {
        throw invalidRequest(`At most ${COUNTS.maxAttachments} files can be attached.`, { files: [{ error: 'too_many_files' }] });
      }
      const insert = db.prepare(`
        INSERT INTO file_attachments (id, hotel_id, client_session_id, draft_id, filename, content_type, size, content, created_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
      const attachments = uploads.map((upload) => {
        const attachment = { id: randomBytes(18).toString('base64url'), filename: upload.filename, content_type: upload.contentType || 'application/octet-stream', size: upload.bytes.byteLength };
        insert.run(attachment.id, owner.hotelId, owner.sessionId, owner.draftId, attachment.filename, attachment.content_type, attachment.size, Buffer.from(upload.bytes), now.toISOString());
        return attachment;
      });
      return { attachments, remaining: COUNTS.maxAttachments - stored - uploads.length };
    })
    .immediate();
}

function countDraft(db: Database, owner: Owner): number {
  return (
    db
      .prepare<[number, number, string], { count: number }>('SELECT COUNT(*) AS count FROM file_attachments WHERE hotel_id = ? AND client_session_id = ? AND draft_id = ?')
      .get(owner.hotelId, owner.sessionId, owner.draftId)?.count ?? 0
  );
}

/** Ids a reservation may use: uploaded through this session to this hotel and not yet part of a reservation. */
export function unusableAttachmentIds(db: Database, owner: Omit<Owner, 'draftId'>, ids: readonly string[]): string[] {
  const find = db.prepare<[string, number, number], { id: string }>(
    'SELECT id FROM file_attachments WHERE id = ? AND hotel_id = ? AND client_session_id = ? AND reservation_id IS NULL',
  );
  return ids.filter((id) => !find.get(id, owner.hotelId, owner.sessionId));
}

/**
 * Deletes an upload of this session to this hotel that no reservation uses, and answers how many more files its
 * draft may take; undefined when there is no such upload (someone else's, used, or unknown).
 */
export function deleteAttachment(db: Database, owner: Omit<Owner, 'draftId'>, id: string): { remaining: number } | undefined {
  return db
    .transaction(() => {
      const row = db
        .prepare<[string, number, number], { draft_id: string }>(
          'SELECT draft_id FROM file_attachments WHERE id = ? AND hotel_id = ? AND client_session_id = ? AND reservation_id IS NULL',
        )
        .get(id, owner.hotelId, owner.sessionId);
      if (!row) return undefined;
      db.prepare('DELETE FROM file_attachments WHERE id = ?').run(id);
      return { remaining: COUNTS.maxAttachments - countDraft(db, { ...owner, draftId: row.draft_id }) };
    })
    .immediate();
}

export function attachToReservation(db: Database, ids: readonly string[], reservationId: number): void {
  const update = db.prepare('UPDATE file_attachments SET reservation_id = ? WHERE id = ?');
  for (const id of ids) update.run(reservationId, id);
}

/** The files a reservation holds, by name and size (never their content). */
export function reservationFiles(db: Database, reservationId: number): { id: string; filename: string; size: number }[] {
  return db
    .prepare<[number], { id: string; filename: string; size: number }>('SELECT id, filename, size FROM file_attachments WHERE reservation_id = ? ORDER BY created_at, id')
    .all(reservationId);
}
