import type { Database } from '../db/open-database';
import type { ErrorDetail } from '../http/api-error';

export function replaceAnswers(db: Database, reservationId: number, answers: readonly { question_id: number }[]): void {
  db.prepare('DELETE FROM reservation_answers WHERE reservation_id = ?').run(reservationId);
  const insert = db.prepare('INSERT INTO reservation_answers (reservation_id, question_id, answer) VALUES (?, ?, ?)');
  for (const given of answers) insert.run(reservationId, given.question_id, JSON.stringify(given));
}

/** Files are uploaded before booking; a change may keep or drop them, never point at someone else's. */
export function foreignAttachmentIssues(
  db: Database,
  reservationId: number,
  answers: readonly { attachment_ids?: readonly string[] | undefined }[],
): Record<string, ErrorDetail[]> {
  const attached = new Set(
    db.prepare<[number], { id: string }>('SELECT id FROM file_attachments WHERE reservation_id = ?').all(reservationId).map((file) => file.id),
  );
  const fields: Record<string, ErrorDetail[]> = {};
  answers.forEach((answer, i) => {
    if ((answer.attachment_ids ?? []).some((id) => !attached.has(id))) fields[`answers.${i}.attachment_ids`] = [{ error: 'invalid_attachment' }];
  });
  return fields;
}
