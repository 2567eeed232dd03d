import { COUNTS } from '../constants/limits';
import type { MembershipSettings } from '../entities/membership-settings';

// Member sign-up (document 1 sections 4 and 5): when it is offered, the password rule, and how long an emailed
// confirmation link stays valid.

/**
 * How long a sign-up waits for its emailed link. The spec gives no period, only that "sign-up is temporary until
 * the emailed link is confirmed" (document 1 section 4), error 1401 "sign-up confirmation period expired" and that
 * confirmation mails "can take up to 10 minutes" (document 2 section 9.1); a day leaves room for that and for a
 * guest who opens the mail the next morning (ADR 170).
 */
export const SIGN_UP_CONFIRMATION_PERIOD_MS = 24 * 60 * 60 * 1000;

/** "Password: at least 8 characters with upper case, lower case and a digit" (document 1 section 5). */
export function isStrongPassword(password: string): boolean {
  return password.length >= COUNTS.passwordMinLength && /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password) && /\d/.test(password);
}

/** When the confirmation link of a sign-up made at `createdAt` stops working. */
export function confirmationExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + SIGN_UP_CONFIRMATION_PERIOD_MS);
}

/** A link is refused from the instant it expires. */
export function isConfirmationExpired(expiresAtMs: number, now: Date): boolean {
  return now.getTime() >= expiresAtMs;
}

export type SignUpContext = {
  settings: MembershipSettings | undefined;
  /** Anybody (member or organisation) is signed in. */
  signedIn: boolean;
  /** The brand's custom authentication is in play (signed in by it, or its token is in the address). */
  customAuth: boolean;
  /** The search runs in voucher mode (mode=voucher). */
  voucherMode: boolean;
};

/**
 * "Sign-up is offered when enabled, membership login is enabled, not in voucher mode, nobody is signed in and no
 * custom auth is present" (document 1 section 4).
 */
export function isSignUpOffered({ settings, signedIn, customAuth, voucherMode }: SignUpContext): boolean {
  return settings?.sign_up_enabled === true && settings.login_enabled && !voucherMode && !signedIn && !customAuth;
}
