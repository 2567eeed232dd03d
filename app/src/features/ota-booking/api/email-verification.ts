import { verifyEmail } from '#domain/contracts/ota-booking.ts';
import type { UiLocale } from '#domain/constants/locales.ts';
import { callApi } from '#app/api/api-client.ts';

/** Mails a 6-digit code to the address (document 2 section 7.5, POST /api/v1/email_verifications). */
export async function requestVerificationCode(email: string, locale: UiLocale): Promise<{ expiresAt: string }> {
  const { data } = await callApi(verifyEmail, { body: { email, locale } });
  if (data.status !== 'sent') throw new Error('asking for a code answered a verification');
  return { expiresAt: data.expires_at };
}

/** Sends the mailed code back: the token the booking sends, and until when it works. */
export async function confirmVerificationCode(email: string, code: string): Promise<{ token: string; expiresAt: string }> {
  const { data } = await callApi(verifyEmail, { body: { email, code } });
  if (data.status !== 'verified') throw new Error('a code sent back answered another mail');
  return { token: data.verification_token, expiresAt: data.expires_at };
}
