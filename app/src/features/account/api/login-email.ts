import type { UiLocale } from '#domain/constants/locales.ts';
import { cancelEmailUpdate, resendConfirmEmail, updateMemberEmail } from '#domain/contracts/member-account.ts';
import type { MemberSignIn } from '#domain/entities/member.ts';
import { confirmMemberSignUp } from '#domain/contracts/member-sign-up.ts';
import { callApi } from '#app/api/api-client.ts';

// The login e-mail's calls: a change stays pending until the link mailed to the new address is opened
// (document 1 section 4), and /member-confirmation opens that link (or a sign-up's).

export type PendingEmail = { pending_email: string | null; expires_at: string | null };

export async function requestEmailChange(hotelId: number, email: string, currentPassword: string, confirmationUrl: string): Promise<PendingEmail> {
  return (await callApi(updateMemberEmail, { params: { hotelId }, body: { email, current_password: currentPassword, confirmation_url: confirmationUrl } })).data;
}

export async function cancelEmailChange(hotelId: number): Promise<PendingEmail> {
  return (await callApi(cancelEmailUpdate, { params: { hotelId } })).data;
}

/** A new link for what waits on the address (a sign-up or an e-mail change); the same answer for any address. */
export async function resendConfirmationEmail(hotelId: number, email: string, confirmationUrl: string, locale: UiLocale): Promise<void> {
  await callApi(resendConfirmEmail, { params: { hotelId }, body: { email, confirmation_url: confirmationUrl, locale } });
}

export type MemberConfirmation = {
  confirmation_token: string;
  email_update?: boolean;
  redirect_url?: string;
  program_id?: number;
};

/** Opens a mailed link: a new sign-in, and the return address when the server allowed the one asked for. */
export async function confirmMember(hotelId: number, confirmation: MemberConfirmation): Promise<{ signIn: MemberSignIn; redirectUrl: string | null }> {
  const { data } = await callApi(confirmMemberSignUp, { params: { hotelId }, body: confirmation });
  const { redirect_url: redirectUrl, ...signIn } = data;
  return { signIn, redirectUrl: redirectUrl ?? null };
}
