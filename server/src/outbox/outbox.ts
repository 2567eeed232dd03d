import type { Database } from '../db/open-database';

export type OutboxMail = { id: number; to_address: string; subject: string; body: string; reservation_id: number | null; created_at: string };

/** Mails are kept, not sent: the outbox page shows them to whoever tests the flows. */
export function writeMail(db: Database, mail: Omit<OutboxMail, 'id'>): void {
  db.prepare('INSERT INTO outbox_mails (to_address, subject, body, reservation_id, created_at) VALUES (@to_address, @subject, @body, @reservation_id, @created_at)').run(mail);
}

/** Every mail, or only those to one address (a test reading its own guest's mails). */
export function listMails(db: Database, to?: string): OutboxMail[] {
  if (to !== undefined) {
    return db.prepare<[string], OutboxMail>('SELECT * FROM outbox_mails WHERE to_address = ? ORDER BY created_at DESC, id DESC').all(to);
  }
  return db.prepare<[], OutboxMail>('SELECT * FROM outbox_mails ORDER BY created_at DESC, id DESC').all();
}
