import { ALREADY_CONFIRMED_CODE, SIGN_UP_EXPIRED_CODE } from '#domain/constants/error-codes.ts';
/**
 * What sets the standard sign-up pages (/sign-up, /sign-up-result, /sign-up-done) apart from the chat's
 * (/chat-sign-up-form, /chat-sign-up-result, /chat-sign-up-done): their addresses and what the mailed link carries.
 * The pages are one; the route table gives each its flow.
 */
export type SignUpFlow = {
  kind: 'standard' | 'chat';
  /** The form page. */
  formPath: (urlBack?: string) => string;
  resultPath: (urlBack?: string) => string;
  /** The done page's path, which the mailed link opens. */
  donePath: string;
  /** Member sign-in, for those who already are members. */
  signInPath: (urlBack?: string) => string;
  /** Where to go on: the booking result. */
  fallbackPath: string;
  /** What the link carries besides hotel code and language (the chat's context); may ask the host. */
  linkContext: () => Promise<Record<string, string | null>>;
};

/** Navigation state from the form to the result page: the address the link went to, and until when it works. */
export type SignUpResultState = { email: string; expiresAt: string };

export function isSignUpResultState(state: unknown): state is SignUpResultState {
  if (typeof state !== 'object' || state === null) return false;
  const { email, expiresAt } = state as Record<string, unknown>;
  return typeof email === 'string' && typeof expiresAt === 'string';
}

/** Why the server refused a mailed link (document 2 section 8.1): 1401 expired, 1402 already confirmed, else not valid. */
export type ConfirmationRefusal = 'expired' | 'already_confirmed' | 'invalid';

export function confirmationRefusal(codes: readonly (number | string)[]): ConfirmationRefusal {
  if (codes.includes(SIGN_UP_EXPIRED_CODE)) return 'expired';
  if (codes.includes(ALREADY_CONFIRMED_CODE)) return 'already_confirmed';
  return 'invalid';
}
