import { describe, expect, it } from 'vitest';
import {
  LINK_EXPIRED_CODE,
  PASSWORD_ALREADY_USED_CODE,
  PASSWORD_STRENGTH_CODE,
  TOKEN_NOT_FOUND_CODE,
  TOKEN_SPENT_CODE,
} from '#domain/constants/error-codes.ts';
import type { MemberProfile } from '#domain/entities/member-account.ts';
import { deleteAccountSchema, deletionRequest } from '#app/features/account/utils/delete-account-form.ts';
import { emailChangeSchema } from '#app/features/account/utils/email-form.ts';
import { followableUrl, mailLinkUrl } from '#app/features/account/utils/mail-link.ts';
import { confirmationRefusal, readConfirmation } from '#app/features/account/utils/member-confirmation.ts';
import { changePasswordSchema, passwordRefusal, resetPasswordSchema } from '#app/features/account/utils/password-form.ts';
import { profileSchema, profileUpdate, profileValues } from '#app/features/account/utils/profile-form.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('new password forms', () => {
  it('refuse a weak password and a confirmation that differs, at their fields', () => {
    expect(issues(resetPasswordSchema.safeParse({ password: 'weakpass', password_confirmation: 'weakpass' }))).toEqual({ password: 'weak_password' });
    expect(issues(resetPasswordSchema.safeParse({ password: 'Strong-2027', password_confirmation: 'Strong-2028' }))).toEqual({
      password_confirmation: 'password_mismatch',
    });
    expect(resetPasswordSchema.safeParse({ password: 'Strong-2027', password_confirmation: 'Strong-2027' }).success).toBe(true);
    expect(issues(changePasswordSchema.safeParse({ current_password: '', password: 'Strong-2027', password_confirmation: 'Strong-2027' }))).toEqual({
      current_password: 'required',
    });
  });

  it('place the server’s refusals by code: strength and reuse at the field, the link’s above the form', () => {
    expect(passwordRefusal([PASSWORD_STRENGTH_CODE], {})).toEqual({ at: 'password', message: 'weak_password' });
    expect(passwordRefusal([PASSWORD_ALREADY_USED_CODE], {})).toEqual({ at: 'password', message: 'password_already_used' });
    expect(passwordRefusal([LINK_EXPIRED_CODE], {})).toEqual({ at: 'link', message: 'link_expired' });
    expect(passwordRefusal([TOKEN_SPENT_CODE], {})).toEqual({ at: 'link', message: 'link_spent' });
    expect(passwordRefusal([TOKEN_NOT_FOUND_CODE], {})).toEqual({ at: 'link', message: 'link_invalid' });
    expect(passwordRefusal([], { current_password: [{ error: 'incorrect_password' }] })).toEqual({ at: 'current_password', message: 'incorrect_password' });
    expect(passwordRefusal([], {})).toBeNull();
  });
});

describe('login e-mail change form', () => {
  it('needs a valid new address and the current password', () => {
    expect(issues(emailChangeSchema.safeParse({ email: 'not-an-address', current_password: '' }))).toEqual({ email: 'invalid_email', current_password: 'required' });
  });
});

const PROFILE: MemberProfile = {
  id: 9,
  email: 'a@example.com',
  pending_email: null,
  provider: null,
  profile_editable: true,
  provider_owned_fields: [],
  program_id: 1,
  first_name: 'Hana',
  last_name: 'Sato',
  first_name_kanji: null,
  last_name_kanji: null,
  first_name_kana: null,
  last_name_kana: null,
  gender: null,
  date_of_birth: null,
  nationality: null,
  occupation: null,
  phone: '+8131234',
  postal_code: null,
  prefecture: null,
  street_address: null,
  building_name_and_number: null,
  promotion_email_opt_in: false,
  receipt_name: null,
  receipt_tax_id: null,
  locale: 'en',
};

describe('profile form', () => {
  it('checks kanji, katakana, phone, postal code and the Taiwan tax id', () => {
    const values = { ...profileValues(PROFILE), last_name_kanji: 'Sato', last_name_kana: 'さとう', phone: '03-1234', postal_code: '100-0001', receipt_tax_id: '1234' };
    expect(issues(profileSchema(false).safeParse(values))).toEqual({
      last_name_kanji: 'kanji_only',
      last_name_kana: 'katakana_only',
      phone: 'phone_digits_only',
      postal_code: 'postal_code_alphanumeric',
      receipt_tax_id: 'tax_id_8_digits',
    });
    expect(profileSchema(false).safeParse({ ...profileValues(PROFILE), last_name_kanji: '佐藤', last_name_kana: 'サトウ', receipt_tax_id: '12345678' }).success).toBe(true);
  });

  it('asks for kanji and kana names where the hotel requires them', () => {
    expect(Object.keys(issues(profileSchema(true).safeParse(profileValues(PROFILE)))).sort()).toEqual([
      'first_name_kana',
      'first_name_kanji',
      'last_name_kana',
      'last_name_kanji',
    ]);
  });

  it('sends only what changed, an emptied field as null, and never a field the provider owns', () => {
    const values = { ...profileValues(PROFILE), phone: '', prefecture: 'JP-13' as const, promotion_email_opt_in: true, first_name: ' Hana ' };
    expect(profileUpdate(PROFILE, values)).toEqual({ phone: null, prefecture: 'JP-13', promotion_email_opt_in: true });
    const byProvider = { ...PROFILE, provider: 'facebook' as const, provider_owned_fields: ['first_name', 'last_name'] };
    expect(profileUpdate(byProvider, { ...profileValues(byProvider), first_name: 'Other', occupation: 'Chef' })).toEqual({ occupation: 'Chef' });
  });
});

describe('account deletion form', () => {
  it('needs a reason, details for "other", and the password of a password member', () => {
    expect(issues(deleteAccountSchema(true).safeParse({ reason: '', details: '', current_password: '' }))).toEqual({ reason: 'choose_reason', current_password: 'required' });
    expect(issues(deleteAccountSchema(false).safeParse({ reason: 'other', details: ' ', current_password: '' }))).toEqual({ details: 'required' });
    expect(deleteAccountSchema(false).safeParse({ reason: 'unused', details: '', current_password: '' }).success).toBe(true);
  });

  it('sends details only with "other" and the password only for a password member', () => {
    expect(deletionRequest({ reason: 'high_rates', details: 'ignored', current_password: 'Secret-1' }, true)).toEqual({ reason: 'high_rates', current_password: 'Secret-1' });
    expect(deletionRequest({ reason: 'other', details: ' Moving ', current_password: 'x' }, false)).toEqual({ reason: 'other', details: 'Moving' });
  });
});

describe('member confirmation link', () => {
  it('reads the token, email_update, redirect_url and a valid program_id', () => {
    expect(readConfirmation(new URLSearchParams('hotel_code=x'))).toBeNull();
    expect(readConfirmation(new URLSearchParams('confirmation_token=abc&email_update=true&redirect_url=https://hotel.example/back&program_id=2'))).toEqual({
      confirmation_token: 'abc',
      email_update: true,
      redirect_url: 'https://hotel.example/back',
      program_id: 2,
    });
    expect(readConfirmation(new URLSearchParams('confirmation_token=abc&email_update=1&program_id=two'))).toEqual({ confirmation_token: 'abc' });
  });

  it('words each refusal', () => {
    expect(confirmationRefusal([1401], {})).toBe('expired');
    expect(confirmationRefusal([LINK_EXPIRED_CODE], {})).toBe('expired');
    expect(confirmationRefusal([1402], {})).toBe('already_confirmed');
    expect(confirmationRefusal([TOKEN_SPENT_CODE], {})).toBe('spent');
    expect(confirmationRefusal([], { redirect_url: [{ error: 'invalid_return_url' }] })).toBe('invalid_return_url');
    expect(confirmationRefusal([TOKEN_NOT_FOUND_CODE], {})).toBe('invalid');
  });

  it('follows only an http(s) return address (the attack: a javascript: address answered back)', () => {
    expect(followableUrl('javascript:alert(1)')).toBeNull();
    expect(followableUrl('data:text/html,hi')).toBeNull();
    expect(followableUrl('not a url')).toBeNull();
    expect(followableUrl('https://hotel.example/back?x=1')).toBe('https://hotel.example/back?x=1');
  });

  it('builds a mailed link on this app with the hotel and the language', () => {
    expect(mailLinkUrl('https://app.example', '/change-password', { hotel_code: 'sakura-tokyo', locale: 'ja' })).toBe(
      'https://app.example/change-password?hotel_code=sakura-tokyo&locale=ja',
    );
  });
});
