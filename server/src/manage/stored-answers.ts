import { COUNTS } from '#domain/constants/limits.ts';
import { attachToReservation, removeReservationAttachments, reservationFiles, unusableAttachmentIds } from '../attachments/file-attachments';
import type { Database } from '../db/open-database';
import type { ErrorDetail } from '../http/api-error';

/** Whose new uploads an answer may take: this session's, to this hotel, that no reservation uses yet. */
export type Uploader = { hotelId: number; sessionId: number };

/**
 * Files are uploaded before they are answered with. A change may keep the reservation's own files, drop them, or
 * add this session's unused uploads to this hotel (the management page uploads as guest detail does); never point
 * at anyone else's. At most 30 files in all, as at booking.
 */
export function foreignAttachmentIssues(
  db: Database,
  reservationId: number,
  answers: readonly { attachment_ids?: readonly string[] | undefined }[],
  /** Without one (update_settings), only the reservation's own files may be named. */
  uploader?: Uploader,
): Record<string, ErrorDetail[]> {
  const attached = new Set(reservationAttachmentIds(db, reservationId));
  const fields: Record<string, ErrorDetail[]> = {};
  answers.forEach((answer, i) => {
    const added = (answer.attachment_ids ?? []).filter((id) => !attached.has(id));
    if (added.length > 0 && (!uploader || unusableAttachmentIds(db, uploader, added).length > 0)) fields[`answers.${i}.attachment_ids`] = [{ error: 'invalid_attachment' }];
  });
  const total = new Set(answers.flatMap((answer) => answer.attachment_ids ?? [])).size;
  if (total > COUNTS.maxAttachments) fields.answers = [{ error: 'too_many_files' }];
  return fields;
}

/**
 * After the answers are replaced: new uploads become the reservation's, and its files no answer names any more are
 * deleted (the guest removed them), so nothing is kept that the reservation does not use.
 */
export function settleAttachments(db: Database, reservationId: number, answers: readonly { attachment_ids?: readonly string[] | undefined }[]): void {
  const named = new Set(answers.flatMap((answer) => answer.attachment_ids ?? []));
  const removed = reservationAttachmentIds(db, reservationId).filter((id) => !named.has(id));
  removeReservationAttachments(db, reservationId, removed);
  attachToReservation(db, [...named], reservationId);
}

function reservationAttachmentIds(db: Database, reservationId: number): string[] {
  return reservationFiles(db, reservationId).map((file) => file.id);
}
