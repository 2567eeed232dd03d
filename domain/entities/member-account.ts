import * as z from 'zod/mini';
import { RESERVATION_CHANNEL_FILTERS } from '../constants/booking-sources';
import { UI_LOCALES } from '../constants/locales';
import { PREFECTURE_CODES } from '../constants/prefectures';
import { COUNTS } from '../constants/limits';
import { ZId, ZIsoDate } from './common';
import { MEMBER_PROVIDERS } from './member';

// Document 1 sections 3-6 and document 2 section 7.7: the member's own account (profile, password, login e-mail,
// reservations, deletion). Messages are the validation keys the app words.

const ZEmail = z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(255, 'too_long'), z.email('invalid_email'));
const ZText = z.string().check(z.trim(), z.maxLength(COUNTS.maxTextLength, 'too_long'));
/** An app address a mailed link opens; the server adds the token and checks the origin is one it allows. */
export const ZAppUrl = z.url({ protocol: /^https?$/ }).check(z.maxLength(2048));
// The strength rule is the server's to answer (code 1300, document 2 section 8.1), so the contract only bounds it;
// the app's form checks isStrongPassword before sending.
const ZNewPassword = z.string().check(z.minLength(1, 'required'), z.maxLength(255, 'too_long'));
const ZMailToken = z.string().check(z.minLength(16), z.maxLength(512));

export const GENDERS = ['female', 'male', 'other', 'no_answer'] as const;

/** Full-width katakana (and the long-vowel mark, middle dot, spaces): how a hotel reads a Japanese name. */
export const KANA_NAME = /^[\p{Script=Katakana}ー・\s]+$/u;
/** A name written in Japanese script: kanji, with hiragana or katakana where a name has them. */
export const KANJI_NAME = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々・\s]+$/u;
/** "Taiwan receipt tax id: 8 digits." */
export const TAIWAN_TAX_ID = new RegExp(`^\\d{${COUNTS.taiwanTaxIdDigits}}$`);
/** "Phone: digits and + only." "Postal code: letters and digits only." */
export const PHONE = /^\+?\d{1,20}$/;
export const POSTAL_CODE = /^[A-Za-z0-9]{1,10}$/;

/** Profile fields an external provider owns: its members cannot change them here (document 1 section 6). */
export const PROVIDER_OWNED_FIELDS = ['first_name', 'last_name', 'first_name_kanji', 'last_name_kanji', 'first_name_kana', 'last_name_kana'] as const;

/** The member's profile as my account shows it (document 1 section 3 "Member"). */
export const ZMemberProfile = z.object({
  id: ZId,
  email: z.string(),
  /** A new login e-mail waiting for the link sent to it; the old one signs in until then. */
  pending_email: z.nullable(z.string()),
  provider: z.nullable(z.enum(MEMBER_PROVIDERS)),
  /** False when the member's programme does not allow profile updates (document 1 section 5). */
  profile_editable: z.boolean(),
  /** The fields an external provider owns for its members (names); empty for a password member. */
  provider_owned_fields: z.array(z.string()),
  program_id: ZId,
  first_name: z.string(),
  last_name: z.string(),
  first_name_kanji: z.nullable(z.string()),
  last_name_kanji: z.nullable(z.string()),
  first_name_kana: z.nullable(z.string()),
  last_name_kana: z.nullable(z.string()),
  gender: z.nullable(z.enum(GENDERS)),
  date_of_birth: z.nullable(ZIsoDate),
  nationality: z.nullable(z.string()),
  occupation: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  postal_code: z.nullable(z.string()),
  prefecture: z.nullable(z.enum(PREFECTURE_CODES)),
  street_address: z.nullable(z.string()),
  building_name_and_number: z.nullable(z.string()),
  promotion_email_opt_in: z.boolean(),
  receipt_name: z.nullable(z.string()),
  receipt_tax_id: z.nullable(z.string()),
  locale: z.enum(UI_LOCALES),
});
export type MemberProfile = z.infer<typeof ZMemberProfile>;

const optionalText = (check?: RegExp, message = 'invalid') =>
  z.optional(z.nullable(check ? ZText.check(z.regex(check, message)) : ZText));

/**
 * A profile update: only the fields sent change; null clears an optional one. Names are checked against the
 * locale's script and kanji/kana are required where the hotel asks for them (server side, it knows the hotel).
 */
export const ZMemberProfileUpdate = z.object({
  first_name: z.optional(ZText.check(z.minLength(1, 'required'))),
  last_name: z.optional(ZText.check(z.minLength(1, 'required'))),
  first_name_kanji: optionalText(KANJI_NAME, 'kanji_only'),
  last_name_kanji: optionalText(KANJI_NAME, 'kanji_only'),
  first_name_kana: optionalText(KANA_NAME, 'katakana_only'),
  last_name_kana: optionalText(KANA_NAME, 'katakana_only'),
  gender: z.optional(z.nullable(z.enum(GENDERS))),
  date_of_birth: z.optional(z.nullable(ZIsoDate)),
  nationality: optionalText(),
  occupation: optionalText(),
  phone: optionalText(PHONE, 'phone_digits_only'),
  postal_code: optionalText(POSTAL_CODE, 'postal_code_alphanumeric'),
  prefecture: z.optional(z.nullable(z.enum(PREFECTURE_CODES))),
  street_address: optionalText(),
  building_name_and_number: optionalText(),
  promotion_email_opt_in: z.optional(z.boolean()),
  receipt_name: optionalText(),
  receipt_tax_id: optionalText(TAIWAN_TAX_ID, 'tax_id_8_digits'),
  locale: z.optional(z.enum(UI_LOCALES)),
});
export type MemberProfileUpdate = z.infer<typeof ZMemberProfileUpdate>;


/** Forgot password: the answer is the same whether or not the address is a member's. */
export const ZForgotPasswordRequest = z.object({ email: ZEmail, reset_url: ZAppUrl, locale: z.enum(UI_LOCALES) });

const passwordPair = { password: ZNewPassword, password_confirmation: z.string().check(z.maxLength(255, 'too_long')) };
const confirmationMatches = (body: { password: string; password_confirmation: string }) => body.password === body.password_confirmation;

/** A new password, by the mailed reset link's token or, signed in, by the current password. */
export const ZUpdatePasswordRequest = z.union([
  z.object({ reset_password_token: ZMailToken, ...passwordPair }).check(z.refine(confirmationMatches, { message: 'confirmation_mismatch', path: ['password_confirmation'] })),
  z
    .object({ current_password: z.string().check(z.minLength(1, 'required'), z.maxLength(255)), ...passwordPair })
    .check(z.refine(confirmationMatches, { message: 'confirmation_mismatch', path: ['password_confirmation'] })),
]);

/** A new login e-mail: pending until the link sent to it is opened. The password proves it is the member. */
export const ZUpdateEmailRequest = z.object({ email: ZEmail, current_password: z.string().check(z.minLength(1, 'required'), z.maxLength(255)), confirmation_url: ZAppUrl });
export const ZPendingEmail = z.object({ pending_email: z.nullable(z.string()), expires_at: z.nullable(z.iso.datetime({ offset: true })) });

/** /resend-confirmation-email: a new link for whatever waits on the address (a sign-up or an e-mail change). */
export const ZResendConfirmEmailRequest = z.object({ email: ZEmail, confirmation_url: ZAppUrl, locale: z.enum(UI_LOCALES) });

/** The programme switch. */
export const ZSwitchProgramRequest = z.object({ program_id: ZId });

/** "Account deletion needs a reason (unused, high rates, unattractive benefits, other with free text)." */
export const DELETION_REASONS = ['unused', 'high_rates', 'unattractive_benefits', 'other'] as const;
export const ZDeleteAccountRequest = z
  .object({ reason: z.enum(DELETION_REASONS), details: z.optional(ZText), current_password: z.optional(z.string().check(z.maxLength(255))) })
  .check(z.refine((body) => body.reason !== 'other' || (body.details ?? '').length > 0, { message: 'required', path: ['details'] }));
/** What deletion did: personal data removed, and what the hotels keep for their bookings. */
export const ZDeletedAccount = z.object({ deleted: z.literal(true), kept_reservations: z.int().check(z.nonnegative()) });

/** My reservations: tabs, filters (document 1 section 2) and paging. Lottery entries come with the lottery issue. */
export const RESERVATION_TABS = ['upcoming', 'completed', 'cancelled', 'lottery'] as const;
export const RESERVATION_PAYMENT_FILTERS = ['all', 'on_site', 'agency_prepaid', 'credit_card', 'deferred_payment'] as const;
export const MY_RESERVATIONS_PAGE_SIZE = 10;
export const ZMyReservationsQuery = z.object({
  status: z._default(z.enum(RESERVATION_TABS), 'upcoming'),
  payment_type: z._default(z.enum(RESERVATION_PAYMENT_FILTERS), 'all'),
  channel: z._default(z.enum(RESERVATION_CHANNEL_FILTERS), 'all'),
  page: z._default(z.coerce.number().check(z.int(), z.positive()), 1),
  per_page: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(50)), MY_RESERVATIONS_PAGE_SIZE),
});
export const ZMyReservation = z.object({
  id: ZId,
  reservation_number: z.string(),
  hotel_id: ZId,
  /** The reservation's own hotel: its management page opens under that hotel's code, not the current one's. */
  hotel_code: z.string(),
  hotel_name: z.string(),
  status: z.enum(['done', 'payment_pending', 'cancelled']),
  checkin_date: ZIsoDate,
  checkout_date: ZIsoDate,
  payment_type: z.string(),
  booking_method: z.string(),
  total_price: z.int(),
  currency: z.string(),
  /** For the management page link (/reservation/confirmation/{number}?bypass_token=…). */
  bypass_token: z.string(),
});
export type MyReservation = z.infer<typeof ZMyReservation>;
export const ZMyReservations = z.object({
  data: z.array(ZMyReservation),
  page: z.int(),
  total_pages: z.int(),
  total_entries: z.int(),
});
