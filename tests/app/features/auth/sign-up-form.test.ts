import { describe, expect, it } from 'vitest';
import { ZMemberSignUpRequest } from '#domain/entities/member-sign-up.ts';
import { confirmationExpiresAt, isConfirmationExpired, isSignUpOffered, isStrongPassword, SIGN_UP_CONFIRMATION_PERIOD_MS } from '#domain/rules/sign-up.ts';
import { confirmationUrlFor } from '#app/features/auth/api/sign-up.ts';
import { confirmationRefusal, isSignUpResultState } from '#app/features/auth/utils/sign-up-flow.ts';
import { isSignUpMessage, signUpFormSchema } from '#app/features/auth/utils/sign-up-form.ts';

const VALID = {
  email: ' mei@example.com ',
  password: 'Blossom-2026',
  password_confirmation: 'Blossom-2026',
  last_name: 'Tanaka',
  first_name: 'Mei',
  terms_accepted: true,
};

/** The message keys per field of a failed parse. */
function issues(locale: Parameters<typeof signUpFormSchema>[0], values: object): Record<string, string> {
  const result = signUpFormSchema(locale).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the password rule (document 1 section 5)', () => {
  it('needs 8 characters with upper case, lower case and a digit', () => {
    expect(isStrongPassword('Blossom1')).toBe(true);
    expect(isStrongPassword('Blossom')).toBe(false);
    expect(isStrongPassword('blossom-2026')).toBe(false);
    expect(isStrongPassword('BLOSSOM-2026')).toBe(false);
    expect(isStrongPassword('Blossom-Tree')).toBe(false);
    expect(isStrongPassword('Bl0ssom')).toBe(false);
  });
});

describe('the sign-up form', () => {
  it('accepts valid input, trimming the address', () => {
    expect(signUpFormSchema('en').parse(VALID).email).toBe('mei@example.com');
  });

  it('words each problem at its field', () => {
    expect(issues('en', { ...VALID, email: 'mei', password: 'short', password_confirmation: 'other', last_name: '', terms_accepted: false })).toEqual({
      email: 'invalid_email',
      password: 'weak_password',
      last_name: 'required',
      terms_accepted: 'accept_terms',
      password_confirmation: 'password_mismatch',
    });
  });

  it('checks names against the page language: romanised or its own script, never mixed', () => {
    expect(issues('ja', { ...VALID, last_name: '田中', first_name: 'めい' })).toEqual({});
    expect(issues('ko', { ...VALID, last_name: '田中' })).toEqual({ last_name: 'unsupported_characters' });
    expect(issues('ar', { ...VALID, last_name: 'حسن', first_name: 'ليلى' })).toEqual({});
    expect(issues('ar', { ...VALID, last_name: 'حسنHassan' })).toEqual({ last_name: 'unsupported_characters' });
  });

  it('knows which keys the auth catalog words', () => {
    expect(isSignUpMessage('weak_password')).toBe(true);
    // The server never says an address is a member's (ADR 190), so there is no such message to word.
    expect(isSignUpMessage('email_taken')).toBe(false);
    expect(isSignUpMessage('required')).toBe(false);
  });
});

describe('the sign-up request (shared with the server)', () => {
  const REQUEST = { ...VALID, locale: 'en', confirmation_url: 'https://app.example/sign-up-done?hotel_code=sakura-tokyo' };

  it('needs the terms accepted, a strong password and an http(s) confirmation address', () => {
    expect(ZMemberSignUpRequest.safeParse(REQUEST).success).toBe(true);
    expect(ZMemberSignUpRequest.safeParse({ ...REQUEST, terms_accepted: false }).success).toBe(false);
    expect(ZMemberSignUpRequest.safeParse({ ...REQUEST, password: 'weakpassword' }).success).toBe(false);
    expect(ZMemberSignUpRequest.safeParse({ ...REQUEST, confirmation_url: 'javascript:alert(1)' }).success).toBe(false);
    expect(ZMemberSignUpRequest.safeParse({ ...REQUEST, locale: 'fr' }).success).toBe(false);
  });
});

describe('the confirmation period', () => {
  it('ends a day after the sign-up, refused from that instant', () => {
    const createdAt = new Date('2026-06-01T03:00:00Z');
    const expiresAt = confirmationExpiresAt(createdAt);
    expect(expiresAt.getTime() - createdAt.getTime()).toBe(SIGN_UP_CONFIRMATION_PERIOD_MS);
    expect(isConfirmationExpired(expiresAt.getTime(), new Date(expiresAt.getTime() - 1))).toBe(false);
    expect(isConfirmationExpired(expiresAt.getTime(), expiresAt)).toBe(true);
  });

  it('reads the server codes of a refused link: 1401 expired, 1402 already confirmed, else not valid', () => {
    expect(confirmationRefusal([1401])).toBe('expired');
    expect(confirmationRefusal([1402])).toBe('already_confirmed');
    expect(confirmationRefusal([3401])).toBe('invalid');
    expect(confirmationRefusal([])).toBe('invalid');
  });
});

describe('when sign-up is offered (document 1 section 4)', () => {
  const SETTINGS = { login_enabled: true, corporate_login_enabled: false, sign_up_enabled: true, custom_auth_token_name: null };
  const offered = (overrides: Partial<Parameters<typeof isSignUpOffered>[0]>) =>
    isSignUpOffered({ settings: SETTINGS, signedIn: false, customAuth: false, voucherMode: false, ...overrides });

  it('needs sign-up and membership login enabled, no voucher mode, nobody signed in and no custom auth', () => {
    expect(offered({})).toBe(true);
    expect(offered({ settings: undefined })).toBe(false);
    expect(offered({ settings: { ...SETTINGS, sign_up_enabled: false } })).toBe(false);
    expect(offered({ settings: { ...SETTINGS, login_enabled: false } })).toBe(false);
    expect(offered({ voucherMode: true })).toBe(false);
    expect(offered({ signedIn: true })).toBe(false);
    expect(offered({ customAuth: true })).toBe(false);
  });
});

describe('the mailed link and the result page state', () => {
  it('leads to the done page on the app with the context, dropping empty values', () => {
    const url = confirmationUrlFor('https://app.example', '/chat-sign-up-done', {
      hotel_code: 'sakura-tokyo',
      locale: 'ar',
      iframe: 'chatbot',
      chatbot_user_id: 'chat-1',
      auth_auto_message_id: null,
      urlBack: undefined,
    });
    expect(url).toBe('https://app.example/chat-sign-up-done?hotel_code=sakura-tokyo&locale=ar&iframe=chatbot&chatbot_user_id=chat-1');
  });

  it('takes only a well-formed navigation state', () => {
    expect(isSignUpResultState({ email: 'mei@example.com', expiresAt: '2026-06-02T03:00:00.000Z' })).toBe(true);
    expect(isSignUpResultState({ email: 'mei@example.com' })).toBe(false);
    expect(isSignUpResultState(null)).toBe(false);
  });
});
