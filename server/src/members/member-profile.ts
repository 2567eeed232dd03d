import type { PrefectureCode } from '#domain/constants/prefectures.ts';
import { isUiLocale } from '#domain/constants/locales.ts';
import type { MemberProfile, MemberProfileUpdate } from '#domain/entities/member-account.ts';
import { PROVIDER_OWNED_FIELDS } from '#domain/entities/member-account.ts';
import type { Database } from '../db/open-database';
import type { ErrorDetail } from '../http/api-error';
import { asksKana } from '#domain/rules/name-order.ts';
import { nameFitsLocale } from '#domain/rules/name-scripts.ts';
import { findMemberById, type MemberRow } from './members';

/** The members row with the profile columns of migration 028. */
export type MemberProfileRow = MemberRow & {
  first_name_kanji: string | null;
  last_name_kanji: string | null;
  first_name_kana: string | null;
  last_name_kana: string | null;
  gender: MemberProfile['gender'];
  date_of_birth: string | null;
  nationality: string | null;
  occupation: string | null;
  phone: string | null;
  postal_code: string | null;
  prefecture: PrefectureCode | null;
  street_address: string | null;
  building_name_and_number: string | null;
  promotion_email_opt_in: number;
  receipt_name: string | null;
  receipt_tax_id: string | null;
  locale: string;
  pending_email: string | null;
  deleted_at_ms: number | null;
};

export function findMemberProfile(db: Database, memberId: number): MemberProfileRow | undefined {
  return findMemberById(db, memberId) as MemberProfileRow | undefined;
}

/**
 * Whether the member signs in through an outside provider that owns their identity: Facebook, LINE, creansmaerd
 * (members.provider) or an OpenID provider (member_external_identities).
 */
export function isExternalProviderMember(db: Database, member: MemberRow): boolean {
  return member.provider !== null || db.prepare('SELECT 1 FROM member_external_identities WHERE member_id = ?').get(member.id) !== undefined;
}

/**
 * "Profile update is allowed only for signed-in users ... whose program allows member profile update"; the
 * external-provider part is per field (providerOwnedFieldsIn): such a member still keeps a receipt name here.
 */
export function profileEditable(db: Database, member: MemberRow): boolean {
  const program = db
    .prepare<[number], { profile_update_enabled: number }>('SELECT profile_update_enabled FROM membership_programs WHERE id = ?')
    .get(member.program_id);
  return program?.profile_update_enabled === 1;
}

export function profileOf(db: Database, member: MemberProfileRow): MemberProfile {
  return {
    id: member.id,
    email: member.email,
    pending_email: member.pending_email,
    provider: member.provider,
    profile_editable: profileEditable(db, member),
    provider_owned_fields: isExternalProviderMember(db, member) ? [...PROVIDER_OWNED_FIELDS] : [],
    program_id: member.program_id,
    first_name: member.first_name,
    last_name: member.last_name,
    first_name_kanji: member.first_name_kanji,
    last_name_kanji: member.last_name_kanji,
    first_name_kana: member.first_name_kana,
    last_name_kana: member.last_name_kana,
    gender: member.gender,
    date_of_birth: member.date_of_birth,
    nationality: member.nationality,
    occupation: member.occupation,
    phone: member.phone,
    postal_code: member.postal_code,
    prefecture: member.prefecture,
    street_address: member.street_address,
    building_name_and_number: member.building_name_and_number,
    promotion_email_opt_in: member.promotion_email_opt_in === 1,
    receipt_name: member.receipt_name,
    receipt_tax_id: member.receipt_tax_id,
    locale: isUiLocale(member.locale) ? member.locale : 'ja',
  };
}

/** The fields of an update an external provider owns, which its members may not send. */
export function providerOwnedFieldsIn(update: MemberProfileUpdate): string[] {
  return PROVIDER_OWNED_FIELDS.filter((field) => update[field] !== undefined);
}

/**
 * The update rules beyond the contract's (document 1 section 5): names in romanised letters or the member's locale
 * script, and kanji and kana names present where the hotel asks for them (kanji_name_required) of a member who
 * uses Japanese (ADR 226).
 */
export function profileUpdateIssues(
  member: MemberProfileRow,
  update: MemberProfileUpdate,
  { kanjiRequired, today }: { kanjiRequired: boolean; today: string },
): Record<string, ErrorDetail[]> {
  const fields: Record<string, ErrorDetail[]> = {};
  const add = (field: string, error: string) => (fields[field] ??= []).push({ error });
  const locale = update.locale ?? (isUiLocale(member.locale) ? member.locale : 'ja');
  for (const field of ['first_name', 'last_name'] as const) {
    const value = update[field];
    if (value !== undefined && !nameFitsLocale(value, locale)) add(field, 'unsupported_characters');
  }
  if (asksKana(locale, kanjiRequired)) {
    for (const field of ['first_name_kanji', 'last_name_kanji', 'first_name_kana', 'last_name_kana'] as const) {
      const after = update[field] === undefined ? member[field] : update[field];
      if (!after) add(field, 'required');
    }
  }
  if (update.date_of_birth && update.date_of_birth > today) add('date_of_birth', 'in_future');
  return fields;
}

const UPDATABLE = [
  'first_name',
  'last_name',
  'first_name_kanji',
  'last_name_kanji',
  'first_name_kana',
  'last_name_kana',
  'gender',
  'date_of_birth',
  'nationality',
  'occupation',
  'phone',
  'postal_code',
  'prefecture',
  'street_address',
  'building_name_and_number',
  'promotion_email_opt_in',
  'receipt_name',
  'receipt_tax_id',
  'locale',
] as const satisfies readonly (keyof MemberProfileUpdate)[];

/** Writes the fields sent; an empty text clears an optional field. Column names come from the list above only. */
export function applyProfileUpdate(db: Database, memberId: number, update: MemberProfileUpdate): void {
  const sent = UPDATABLE.filter((field) => update[field] !== undefined);
  if (sent.length === 0) return;
  const values = sent.map((field) => {
    const value = update[field];
    if (typeof value === 'boolean') return value ? 1 : 0;
    return value === '' ? null : (value ?? null);
  });
  db.prepare(`UPDATE members SET ${sent.map((field) => `${field} = ?`).join(', ')} WHERE id = ?`).run(...values, memberId);
}
