import { ALREADY_CONFIRMED_CODE, LINK_EXPIRED_CODE, SIGN_UP_EXPIRED_CODE, TOKEN_NOT_FOUND_CODE, TOKEN_SPENT_CODE } from '#domain/constants/error-codes.ts';
import type { MemberConfirmation } from '../api/login-email';

// /member-confirmation (document 1 section 2): query confirmation_token, email_update, redirect_url, program_id.

/** The query keys the page takes out of the address once read (the token is a credential). */
export const CONFIRMATION_KEYS = ['confirmation_token', 'email_update', 'redirect_url', 'program_id'] as const;

/** The confirmation the address asks for, or null when it carries no token. */
export function readConfirmation(query: URLSearchParams): MemberConfirmation | null {
  const token = query.get('confirmation_token')?.trim();
  if (!token) return null;
  const redirectUrl = query.get('redirect_url')?.trim();
  const programId = Number(query.get('program_id'));
  return {
    confirmation_token: token,
    ...(query.get('email_update') === 'true' ? { email_update: true } : {}),
    ...(redirectUrl ? { redirect_url: redirectUrl } : {}),
    ...(Number.isInteger(programId) && programId > 0 ? { program_id: programId } : {}),
  };
}

export type ConfirmationRefusal = 'expired' | 'already_confirmed' | 'spent' | 'invalid_return_url' | 'invalid';

/** Why the server refused the link, by its codes (document 2 section 8.1) and field errors. */
export function confirmationRefusal(codes: readonly (number | string)[], fields: Record<string, readonly { error: string }[]>): ConfirmationRefusal {
  if (fields.redirect_url?.some((issue) => issue.error === 'invalid_return_url')) return 'invalid_return_url';
  if (codes.includes(SIGN_UP_EXPIRED_CODE) || codes.includes(LINK_EXPIRED_CODE)) return 'expired';
  if (codes.includes(ALREADY_CONFIRMED_CODE)) return 'already_confirmed';
  if (codes.includes(TOKEN_SPENT_CODE)) return 'spent';
  if (codes.includes(TOKEN_NOT_FOUND_CODE)) return 'invalid';
  return 'invalid';
}
