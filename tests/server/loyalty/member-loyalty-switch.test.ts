import { describe, expect, it } from 'vitest';
import { createApiApp } from '#server/src/index.ts';
import { seededDatabase } from '../seed-image';
import { LOYALTY_SEED } from '#server/src/loyalty/seed-loyalty.ts';
import { bearer, HANAKO, memberCall, signIn } from '../member-api';
import { APP_ORIGIN, NOW, TOKYO } from '../test-api';

// The browser tests' switch that gives a fresh member points, a coupon or a voucher (ADR 224).
describe('PUT /__members/:email/loyalty (browser-test stack only)', { timeout: 60_000 }, () => {
  function apiWith(faults: boolean) {
    const db = seededDatabase();
    return createApiApp({ db, corsOrigins: [APP_ORIGIN], now: () => NOW, faults });
  }
  const put = (app: ReturnType<typeof apiWith>, email: string, body: unknown) =>
    app.request(`/__members/${encodeURIComponent(email)}/loyalty`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  it('does not exist unless faults are on', async () => {
    expect((await put(apiWith(false), HANAKO.email, { points: 1000 })).status).toBe(404);
  });

  it('refuses an unknown member and a malformed body', async () => {
    const app = apiWith(true);
    expect((await put(app, 'nobody@example.com', { points: 1000 })).status).toBe(404);
    expect((await put(app, HANAKO.email, { points: -5 })).status).toBe(400);
  });

  it('grants points, a coupon of the member’s own and a voucher, which the member’s calls then answer', async () => {
    const app = apiWith(true);
    expect(
      (await put(app, HANAKO.email, { points: 3000, coupon: { code: 'E2E-ONE', percent: 10, usage_limit: 1, plans: ['breakfast'] }, voucher: { number: 'V-E2E-1', amount: 5000 } }))
        .status,
    ).toBe(204);
    const opened = await app.request('/api/client_sessions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_key: 'hbw-demo-client', client_secret: 'hbw-demo-secret', hotel_code: TOKYO.code }),
    });
    const session = ((await opened.json()) as { data: { client_session: string } }).data.client_session;
    const signedIn = await signIn(app, session, TOKYO.id, HANAKO);
    const get = async (path: string) => (await (await memberCall(app, session, 'GET', `/hotels/${TOKYO.id}/memberships/${path}`, { headers: bearer(signedIn.session) })).json()) as { data: unknown };

    expect(((await get('point?locale=en')).data as { balance: number }).balance).toBe(LOYALTY_SEED.hanako.balance + 3000);
    expect((await get('discount_coupons')).data).toContainEqual(expect.objectContaining({ code: 'E2E-ONE', usage_limit: 1, remaining_uses: 1, target_plans: ['breakfast'] }));
    expect((await get('vouchers?locale=en')).data).toContainEqual(expect.objectContaining({ number: 'V-E2E-1', amount: 5000, status: 'available' }));
  });
});
