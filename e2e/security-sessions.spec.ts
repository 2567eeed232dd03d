// Attack in a real browser (issue 13, ADR 190): an attacker signs in as a corporate account (or a member), puts
// their token in a link to the booking app, and a victim opens it and signs in as themselves. The attacker must
// hold nothing afterwards: the link's token was exchanged (and died) when the app opened, the victim's sign-in is a
// new session, and a corporate token cannot be planted through a link at all. Attacker and victim members are the
// test's own (ADR 209); the corporate account is the seed's.
import type { APIRequestContext } from '@playwright/test';
import { refusedCall } from './support/page-errors';
import { expect, test } from './support/test';
import { signInOnPage, STARTUP } from './support/members';
import { createMember } from './support/test-data';
import { E2E_URLS } from './ports';

const TOKYO = { id: 101, code: 'sakura-tokyo' };
const CLIENT = { client_key: 'hbw-demo-client', client_secret: 'hbw-demo-secret' };

async function clientSession(request: APIRequestContext): Promise<string> {
  const created = await request.post(`${E2E_URLS.api}/api/client_sessions`, { data: { ...CLIENT, hotel_code: TOKYO.code } });
  return ((await created.json()) as { data: { client_session: string } }).data.client_session;
}

/** The attacker's own sign-in, through the API: the token they will plant. */
async function attackerToken(request: APIRequestContext, session: string, path: string, data: object): Promise<string> {
  const signedIn = await request.post(`${E2E_URLS.api}${path}`, { headers: { 'X-Client-Session': session }, data });
  expect(signedIn.status()).toBe(200);
  return ((await signedIn.json()) as { data: { session: string } }).data.session;
}

/** Whom a token signs in now (null: nobody), as the attacker would check. */
async function whoHolds(request: APIRequestContext, session: string, token: string) {
  const answer = await request.get(`${E2E_URLS.api}/hotels/${TOKYO.id}/memberships/identity`, {
    headers: { 'X-Client-Session': session, Authorization: `Bearer ${token}` },
  });
  const identity = (await answer.json()) as { user: { email: string } | null; organization: { account_name: string } | null };
  return identity.user?.email ?? identity.organization?.account_name ?? null;
}

test("a member token planted in a link is spent when the victim's app opens, and the victim's sign-in is their own", async ({ page, request, member }) => {
  const attacker = await createMember(request, { label: 'attacker' });
  const session = await clientSession(request);
  const planted = await attackerToken(request, session, `/hotels/${TOKYO.id}/memberships/sign_in`, { email: attacker.email, password: attacker.password });

  await page.goto(`${E2E_URLS.app}/booking/result?hotel_code=${TOKYO.code}&locale=en&accessToken=${planted}`);
  await expect(page.getByRole('button', { name: `Account menu: ${attacker.name}` })).toBeVisible(STARTUP);
  // The link's token was exchanged: the attacker's copy already signs nobody in.
  expect(await whoHolds(request, session, planted)).toBeNull();

  await signInOnPage(page, member);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('hbw:user-session:1') ?? 'null') as { token: string } | null);
  expect(stored?.token).toBeTruthy();
  expect(stored?.token).not.toBe(planted);
  expect(await whoHolds(request, session, stored?.token ?? '')).toBe(member.email);
  expect(await whoHolds(request, session, planted)).toBeNull();
});

test('a corporate token planted in a link signs nobody in, so a victim cannot be joined to it', async ({ page, request, allowErrors, member }) => {
  // The planted corporate token is refused by the hand-over, which the browser logs.
  allowErrors(refusedCall('/memberships/hand_over', 422));
  const session = await clientSession(request);
  const planted = await attackerToken(request, session, `/hotels/${TOKYO.code}/organization/sign_in`, { account_id: 'sakura-admin', password: 'Corp-2026' });

  await page.goto(`${E2E_URLS.app}/booking/result?hotel_code=${TOKYO.code}&locale=en&login_token=${planted}`);
  await expect(page.getByText('We could not sign you in with this link. Please sign in again.')).toBeVisible(STARTUP);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  await signInOnPage(page, member);
  await expect(page.getByRole('button', { name: `Account menu: ${member.name}` })).toBeVisible();
  // The attacker's corporate session did not gain the member: it still names only the organisation account.
  expect(await whoHolds(request, session, planted)).toBe('Yuki Ito');
});
