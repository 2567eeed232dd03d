import * as z from 'zod/mini';
import { UI_LOCALES } from '../constants/locales';
import { isStrongPassword } from '../rules/sign-up';
import { ZSignUpUtm } from './attribution';

// Document 2 section 7.7 (memberships/sign_up, confirm, resend_confirmation): a sign-up is kept pending until the
// link mailed to its address is opened (document 1 section 4). Messages are the validation keys the app words.

const ZEmail = z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(255, 'too_long'), z.email('invalid_email'));
const ZName = z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(255, 'too_long'));

/**
 * Where the mailed link leads: an address of the app (its origin must be one of the app's), to which the server
 * adds confirmation_token. The app puts in it what the done page needs beyond the token (hotel, language, the
 * chatbot's user), since the link is often opened in another browser tab.
 */
const ZConfirmationUrl = z.url({ protocol: /^https?$/ }).check(z.maxLength(2048));

export const ZMemberSignUpRequest = z.object({
  email: ZEmail,
  password: z.string().check(z.maxLength(255, 'too_long'), z.refine(isStrongPassword, 'weak_password')),
  first_name: ZName,
  last_name: ZName,
  /** The language of the mail and of the name rule (document 1 section 5, names in the locale's script). */
  locale: z.enum(UI_LOCALES),
  /** "Terms must be accepted." */
  terms_accepted: z.literal(true, 'accept_terms'),
  confirmation_url: ZConfirmationUrl,
  /** The campaign the guest came from (ADR 233), stored with the sign-up for the brand's analytics. */
  utm: z.optional(ZSignUpUtm),
});

/** A pending sign-up: the address the link went to and when it stops working. */
export const ZPendingSignUp = z.object({ email: z.string(), expires_at: z.iso.datetime({ offset: true }) });
export type PendingSignUp = z.infer<typeof ZPendingSignUp>;

/**
 * /member-confirmation's query (document 1 section 2): the token, email_update when the link confirms a new login
 * e-mail rather than a sign-up, where to go afterwards (checked against the hotel's allowed origins) and the
 * programme to sign in to.
 */
export const ZConfirmSignUpRequest = z.object({
  confirmation_token: z.string().check(z.minLength(16), z.maxLength(512)),
  email_update: z.optional(z.boolean()),
  redirect_url: z.optional(z.url({ protocol: /^https?$/ }).check(z.maxLength(2048))),
  program_id: z.optional(z.int().check(z.positive())),
});

export const ZResendConfirmationRequest = z.object({ email: ZEmail, confirmation_url: ZConfirmationUrl });
