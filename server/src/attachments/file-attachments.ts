import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { COUNTS } from '#domain/constants/limits.ts';
import type { FileAttachment } from '#domain/contracts/file-attachments.ts';
import type { Database } from '../db/open-database';
import { invalidRequest, type ErrorDetail } from '../http/api-error';
import type { ReceivedFile } from './receive-uploads';
import { removeUploadFiles, uploadPath, uploadsFolder } from './upload-storage';

type Owner = { hotelId: number; sessionId: number; draftId: string };

/** Document 2 section 8.1: 1251 "unprocessable upload", given to a file whose content is not an allowed type. */
const UNPROCESSABLE_UPLOAD = 1251;

/** Uploads no reservation took are removed after this long (ADR 194). */
export const ORPHAN_UPLOAD_MS = 24 * 60 * 60 * 1000;

/** Why the upload is refused, per file field, or nothing. The files stay on disk until the caller removes them. */
function uploadIssues(files: readonly ReceivedFile[]): Record<string, ErrorDetail[]> {
  const fields: Record<string, ErrorDetail[]> = {};
  files.forEach((file, i) => {
    const field = `files.${i}`;
    if (file.size === 0) fields[field] = [{ error: 'empty_file' }];
    else if (file.tooLarge || file.size > COUNTS.maxAttachmentBytes) fields[field] = [{ error: 'file_too_large' }];
    else if (file.filename.length > COUNTS.maxTextLength) fields[field] = [{ error: 'too_long' }];
    else if (file.contentType === null) fields[field] = [{ error: 'unsupported_file_type', code: UNPROCESSABLE_UPLOAD }];
  });
  return fields;
}

/**
 * Records a draft's files, already streamed to disk, refusing the whole upload if one file breaks a rule, so none is
 * half-kept (a refused upload's files are removed). Besides a draft's 30 files, a session may hold at most 30
 * uploads no reservation took, across all its drafts: a new draft id does not buy more room (ADR 194).
 */
export function storeAttachments(db: Database, owner: Owner, files: readonly ReceivedFile[], now: Date): { attachments: FileAttachment[]; remaining: number } {
  try {
    if (files.length === 0) throw invalidRequest('Choose a file to upload.', { files: [{ error: 'required' }] });
    const issues = uploadIssues(files);
    if (Object.keys(issues).length > 0) {
      const unsupported = Object.values(issues).some((details) => details.some((detail) => detail.code === UNPROCESSABLE_UPLOAD));
      throw invalidRequest(unsupported ? 'Attach a photo (JPEG, PNG, GIF, WebP, HEIC) or a PDF.' : 'This file cannot be attached.', issues, unsupported ? UNPROCESSABLE_UPLOAD : 1000);
    }
    return db
      .transaction(() => {
        const held = Math.max(countDraft(db, owner), countPending(db, owner.sessionId));
        if (held + files.length > COUNTS.maxAttachments) {
          throw invalidRequest(`At most ${COUNTS.maxAttachments} files can be attached.`, { files: [{ error: 'too_many_files' }] });
        }
        const insert = db.prepare(`
          INSERT INTO file_attachments (id, hotel_id, client_session_id, draft_id, filename, content_type, size, created_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
        const attachments = files.map((file) => {
          const attachment = { id: file.id, filename: file.filename, content_type: file.contentType ?? '', size: file.size };
          insert.run(attachment.id, owner.hotelId, owner.sessionId, owner.draftId, attachment.filename, attachment.content_type, attachment.size, now.toISOString());
          return attachment;
        });
        return { attachments, remaining: COUNTS.maxAttachments - held - files.length };
      })
      .immediate();
  } catch (error) {
    removeUploadFiles(db, files.map((file) => file.id));
    throw error;
  }
}

function countDraft(db: Database, owner: Owner): number {
  return (
    db
      .prepare<[number, number, string], { count: number }>('SELECT COUNT(*) AS count FROM file_attachments WHERE hotel_id = ? AND client_session_id = ? AND draft_id = ?')
      .get(owner.hotelId, owner.sessionId, owner.draftId)?.count ?? 0
  );
}

/** The session's uploads no reservation took yet, in every draft and hotel. */
function countPending(db: Database, sessionId: number): number {
  return (
    db
      .prepare<[number], { count: number }>('SELECT COUNT(*) AS count FROM file_attachments WHERE client_session_id = ? AND reservation_id IS NULL')
      .get(sessionId)?.count ?? 0
  );
}

/** How many more files a session may upload now: what its drafts and its pending uploads leave. */
export function uploadsLeft(db: Database, sessionId: number): number {
  return Math.max(0, COUNTS.maxAttachments - countPending(db, sessionId));
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
      removeUploadFiles(db, [id]);
      const held = Math.max(countDraft(db, { ...owner, draftId: row.draft_id }), countPending(db, owner.sessionId));
      return { remaining: COUNTS.maxAttachments - held };
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

/** Deletes files a reservation no longer names (the guest removed them on the management page), rows and bytes. */
export function removeReservationAttachments(db: Database, reservationId: number, ids: readonly string[]): void {
  const remove = db.prepare('DELETE FROM file_attachments WHERE id = ? AND reservation_id = ?');
  const removed = ids.filter((id) => remove.run(id, reservationId).changes > 0);
  removeUploadFiles(db, removed);
}

/** A file the uploading session may read back: its name, type and where its bytes are; undefined otherwise. */
export function uploadedFile(db: Database, owner: Omit<Owner, 'draftId'>, id: string): { filename: string; content_type: string; size: number; path: string } | undefined {
  const row = db
    .prepare<[string, number, number], { filename: string; content_type: string; size: number }>(
      'SELECT filename, content_type, size FROM file_attachments WHERE id = ? AND hotel_id = ? AND client_session_id = ? AND stored = 1',
    )
    .get(id, owner.hotelId, owner.sessionId);
  return row && { ...row, path: uploadPath(db, id) };
}

/**
 * Removes uploads no reservation took within a day of their upload (ORPHAN_UPLOAD_MS), rows and bytes, and any
 * file in the uploads folder older than that which no row names (an upload cut off mid-way). Meant for the
 * scheduled sweep; answers how many uploads it removed.
 */
export function purgeOrphanUploads(db: Database, now: Date): number {
  const cutoff = now.getTime() - ORPHAN_UPLOAD_MS;
  const orphans = db.transaction(() => {
    const rows = db
      .prepare<[string], { id: string }>('SELECT id FROM file_attachments WHERE reservation_id IS NULL AND created_at < ?')
      .all(new Date(cutoff).toISOString())
      .map((row) => row.id);
    const remove = db.prepare('DELETE FROM file_attachments WHERE id = ?');
    for (const id of rows) remove.run(id);
    return rows;
  }).immediate();
  removeUploadFiles(db, orphans);
  const known = db.prepare<[string], { id: string }>('SELECT id FROM file_attachments WHERE id = ?');
  const folder = uploadsFolder(db);
  const strays = readdirSync(folder).filter((name) => !known.get(name) && statSync(join(folder, name)).mtimeMs < cutoff);
  removeUploadFiles(db, strays);
  return orphans.length + strays.length;
}
