// Sign-up analytics (document 1 section 3, ADR 233): the utm the guest landed with is stored with the sign-up; a
// malformed one is refused.
import { describe, expect, it, vi } from 'vitest';
import { memberCall } from './member-api';
import { APP_ORIGIN, createTestApi, TOKYO } from './test-api';

// Each sign-up hashes its password with scrypt: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const api = createTestApi();

function signUp(session: string, email: string, utm?: unknown) {
  const body = {
    email,
    password: 'Blossom-2026',
    first_name: 'Mei',
    last_name: 'Tanaka',
    locale: 'en',
    terms_accepted: true,
    confirmation_url: `${APP_ORIGIN}/member-confirmation?hotel_code=${TOKYO.code}`,
    ...(utm === undefined ? {} : { utm }),
  };
  return memberCall(api.app, session, 'POST', `/hotels/${TOKYO.id}/memberships/sign_up`, { body });
}

const storedUtm = (email: string) =>
  api.db.prepare<[string], { utm: string | null }>('SELECT utm FROM member_sign_ups WHERE email = ?').get(email)?.utm;

describe('utm on sign-up', () => {
  it('stores the campaign the guest signed up from, and nothing without one', async () => {
    const session = await api.newSession();
    const utm = { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'winter-2026' };
    expect((await signUp(session, 'utm.one@example.com', utm)).status).toBe(201);
    expect(JSON.parse(storedUtm('utm.one@example.com') ?? 'null')).toEqual(utm);
    expect((await signUp(session, 'utm.none@example.com')).status).toBe(201);
    expect(storedUtm('utm.none@example.com')).toBeNull();
  });

  it('refuses a malformed utm', async () => {
    const session = await api.newSession();
    expect((await signUp(session, 'utm.bad@example.com', { utm_source: 'x'.repeat(300) })).status).toBe(422);
    expect((await signUp(session, 'utm.bad@example.com', { utm_medium: 'a\u0007b' })).status).toBe(422);
    expect(storedUtm('utm.bad@example.com')).toBeUndefined();
  });
});
