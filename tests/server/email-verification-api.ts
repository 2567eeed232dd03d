import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import { listMails } from '#server/src/outbox/outbox.ts';
import type { createTestApi } from './test-api';

type TestApi = Pick<ReturnType<typeof createTestApi>, 'app' | 'db'>;

/** POST /api/v1/email_verifications with the session (ADR 242). */
export async function emailVerificationCall(api: TestApi, session: string, body: Record<string, unknown>): Promise<Response> {
  return api.app.request('/api/v1/email_verifications', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [REQUEST_HEADERS.clientSession]: session },
    body: JSON.stringify(body),
  });
}

/** The code of the newest verification mail to the address, read from the outbox as a guest reads their mail. */
export function mailedCode(api: TestApi, email: string): string {
  const mail = listMails(api.db, email)[0];
  const code = mail?.body.match(/^\d{6}$/m)?.[0];
  if (!code) throw new Error(`no verification code was mailed to ${email}`);
  return code;
}

/** Asks for a code, reads it from the outbox and sends it back: the token an OTA booking sends. */
export async function verifiedEmailToken(api: TestApi, session: string, email: string): Promise<string> {
  const sent = await emailVerificationCall(api, session, { email, locale: 'en' });
  if (sent.status !== 200) throw new Error(`asking for a code answered ${sent.status}: ${await sent.text()}`);
  const checked = await emailVerificationCall(api, session, { email, code: mailedCode(api, email) });
  const answer = (await checked.json()) as { data: { verification_token?: string } };
  if (!answer.data.verification_token) throw new Error('the code was not accepted');
  return answer.data.verification_token;
}
