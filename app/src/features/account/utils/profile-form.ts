import * as z from 'zod/mini';
import { PREFECTURE_CODES, type PrefectureCode } from '#domain/constants/prefectures.ts';
import { GENDERS, KANA_NAME, KANJI_NAME, PHONE, POSTAL_CODE, TAIWAN_TAX_ID, type MemberProfile, type MemberProfileUpdate } from '#domain/entities/member-account.ts';
import { COUNTS } from '#domain/constants/limits.ts';

// The profile form (document 1 sections 3 and 5): text inputs hold strings ('' for nothing), and the update sends
// only what changed, an emptied field as null. The server checks everything again (names against the member's
// script, which only it applies) and its field refusals are shown at their field.

type Gender = (typeof GENDERS)[number];

export type ProfileValues = {
  last_name: string;
  first_name: string;
  last_name_kanji: string;
  first_name_kanji: string;
  last_name_kana: string;
  first_name_kana: string;
  gender: Gender | '';
  date_of_birth: string;
  nationality: string;
  occupation: string;
  phone: string;
  postal_code: string;
  prefecture: PrefectureCode | '';
  street_address: string;
  building_name_and_number: string;
  receipt_name: string;
  receipt_tax_id: string;
  promotion_email_opt_in: boolean;
};

const KANJI_FIELDS = ['last_name_kanji', 'first_name_kanji'] as const;
const KANA_FIELDS = ['last_name_kana', 'first_name_kana'] as const;
const OPTIONAL_TEXT_FIELDS = [
  ...KANJI_FIELDS,
  ...KANA_FIELDS,
  'gender',
  'date_of_birth',
  'nationality',
  'occupation',
  'phone',
  'postal_code',
  'prefecture',
  'street_address',
  'building_name_and_number',
  'receipt_name',
  'receipt_tax_id',
] as const;

const text = () => z.string().check(z.trim(), z.maxLength(COUNTS.maxTextLength, 'too_long'));
const matching = (pattern: RegExp, message: string) => text().check(z.refine((value) => value === '' || pattern.test(value), message));

/** kanjiRequired: the hotel asks for kanji and kana names (settings kanji_name_required). */
export function profileSchema(kanjiRequired: boolean) {
  const japanese = (pattern: RegExp, message: string) => {
    const schema = matching(pattern, message);
    return kanjiRequired ? schema.check(z.minLength(1, 'required')) : schema;
  };
  return z.object({
    last_name: text().check(z.minLength(1, 'required')),
    first_name: text().check(z.minLength(1, 'required')),
    last_name_kanji: japanese(KANJI_NAME, 'kanji_only'),
    first_name_kanji: japanese(KANJI_NAME, 'kanji_only'),
    last_name_kana: japanese(KANA_NAME, 'katakana_only'),
    first_name_kana: japanese(KANA_NAME, 'katakana_only'),
    gender: z.union([z.enum(GENDERS), z.literal('')]),
    date_of_birth: text().check(z.refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), 'invalid_date')),
    nationality: text(),
    occupation: text(),
    phone: matching(PHONE, 'phone_digits_only'),
    postal_code: matching(POSTAL_CODE, 'postal_code_alphanumeric'),
    prefecture: z.union([z.enum(PREFECTURE_CODES), z.literal('')]),
    street_address: text(),
    building_name_and_number: text(),
    receipt_name: text(),
    receipt_tax_id: matching(TAIWAN_TAX_ID, 'tax_id_8_digits'),
    promotion_email_opt_in: z.boolean(),
  });
}

/** The form's starting values from the profile the server holds. */
export function profileValues(profile: MemberProfile): ProfileValues {
  const values = {} as Record<Exclude<(typeof OPTIONAL_TEXT_FIELDS)[number], 'gender' | 'prefecture'>, string>;
  for (const field of OPTIONAL_TEXT_FIELDS) if (field !== 'gender' && field !== 'prefecture') values[field] = profile[field] ?? '';
  return {
    ...values,
    gender: profile.gender ?? '',
    prefecture: profile.prefecture ?? '',
    last_name: profile.last_name,
    first_name: profile.first_name,
    promotion_email_opt_in: profile.promotion_email_opt_in,
  };
}

/**
 * The update: only fields that differ from the profile, an emptied optional field as null. Fields a provider owns
 * are never sent for its member (the server would refuse the whole update with 3860).
 */
export function profileUpdate(profile: MemberProfile, values: ProfileValues): MemberProfileUpdate {
  const owned = new Set(profile.provider_owned_fields);
  const before = profileValues(profile);
  const update: Record<string, string | boolean | null> = {};
  for (const field of Object.keys(values) as (keyof ProfileValues)[]) {
    if (owned.has(field)) continue;
    const value = typeof values[field] === 'string' ? values[field].trim() : values[field];
    if (value === before[field]) continue;
    update[field] = value === '' && (OPTIONAL_TEXT_FIELDS as readonly string[]).includes(field) ? null : value;
  }
  return update as MemberProfileUpdate;
}
