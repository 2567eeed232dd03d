import type { Database } from '../db/open-database';

/** `headers`: the mail headers besides subject and addresses (a marketing mail's List-Unsubscribe pair), or null. */
export type OutboxMail = {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  reservation_id: number | null;
  created_at: string;
  headers: Record<string, string> | null;
};

type StoredMail = Omit<OutboxMail, 'headers'> & { headers: string | null };

/** Mails are kept, not sent: the outbox page shows them to whoever tests the flows. */
export function writeMail(db: Database, mail: Omit<OutboxMail, 'id' | 'headers'> & { headers?: Record<string, string> }): void {
  db.prepare(
    'INSERT INTO outbox_mails (to_address, subject, body, reservation_id, created_at, headers) VALUES (@to_address, @subject, @body, @reservation_id, @created_at, @headers)',
  ).run({ ...mail, headers: mail.headers ? JSON.stringify(mail.headers) : null });
}

function parsed(mail: StoredMail): OutboxMail {
  return { ...mail, headers: mail.headers === null ? null : (JSON.parse(mail.headers) as Record<string, string>) };
}

/** Every mail, or only those to one address (a test reading its own guest's mails). */
export function listMails(db: Database, to?: string): OutboxMail[] {
  if (to !== undefined) {
    return db.prepare<[string], StoredMail>('SELECT * FROM outbox_mails WHERE to_address = ? ORDER BY created_at DESC, id DESC').all(to).map(parsed);
  }
  return db.prepare<[], StoredMail>('SELECT * FROM outbox_mails ORDER BY created_at DESC, id DESC').all().map(parsed);
}
