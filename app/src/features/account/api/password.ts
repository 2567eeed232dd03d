import type { UiLocale } from '#domain/constants/locales.ts';
import { startResetPasswordProcess, updatePassword } from '#domain/contracts/member-account.ts';
import type { MemberSignIn } from '#domain/entities/member.ts';
import { callApi } from '#app/api/api-client.ts';

// The three password calls (document 2 section 7.7): the forgotten password's mail, the mailed link's new
// password, and the signed-in change. Each is one PUT or POST; they share the file because they share the rules.

/** Asks for the reset mail; the answer is the same whether or not the address is a member's. */
export async function requestPasswordReset(hotelId: number, email: string, resetUrl: string, locale: UiLocale): Promise<void> {
  await callApi(startResetPasswordProcess, { params: { hotelId }, body: { email, reset_url: resetUrl, locale } });
}

/** The mailed link's new password: every session of the member ends, nobody is signed in by it. */
export async function resetPassword(hotelId: number, token: string, password: string, confirmation: string): Promise<void> {
  await callApi(updatePassword, { params: { hotelId }, body: { reset_password_token: token, password, password_confirmation: confirmation } });
}

/** The signed-in change: the answer is a new session (the one presented and every other end). */
export async function changePassword(hotelId: number, currentPassword: string, password: string, confirmation: string): Promise<MemberSignIn> {
  const { data } = await callApi(updatePassword, {
    params: { hotelId },
    body: { current_password: currentPassword, password, password_confirmation: confirmation },
  });
  if (!data) throw new Error('a signed-in password change answered no session');
  return data;
}
