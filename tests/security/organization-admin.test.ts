import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { CSV_DOWNLOAD_LIMIT_CODE } from '#domain/constants/error-codes.ts';
import { ZOrganizationCsv, ZOrganizationDetails, ZOrganizationReport } from '#domain/entities/organization-report.ts';
import { ORGANIZATION_REPORT_SEED } from '#server/src/organizations/seed-organization-report.ts';
import { MEMBER_SEED } from '#server/src/members/seed-members.ts';
import { bearer, HANAKO, memberCall, signIn } from '../server/member-api';
import { createTestApi, day, TOKYO } from '../server/test-api';

// Document 1 section 6: only an admin of the organisation reads its report and takes its CSV. Each attack below
// presents a real, live sign-in of the wrong kind.

const [ADMIN, BOOKER] = MEMBER_SEED.organizationAccounts;
const [FINANCE_ADMIN, OTHER_ADMIN] = ORGANIZATION_REPORT_SEED.accounts;
const PERIOD = { from: day(-160), to: day(0) };
const report = (organizationId = 1) => `/hotel_brands/1/organizations/${organizationId}/reservations?from=${PERIOD.from}&to=${PERIOD.to}`;
const csvPath = (organizationId = 1) => `/hotel_brands/1/organizations/${organizationId}/reservations/csv`;

describe('organisation admin report', () => {
  const api = createTestApi();
  let session: string;
  const tokens: Record<'admin' | 'booker' | 'finance' | 'other' | 'member', string> = { admin: '', booker: '', finance: '', other: '', member: '' };

  async function corporateSignIn(account: { accountId: string; password: string }): Promise<string> {
    // Each sign-in ends the token it was given, so every account signs in on a fresh client session's blank slate.
    const response = await memberCall(api.app, session, 'POST', `/hotels/${TOKYO.code}/organization/sign_in`, {
      body: { account_id: account.accountId, password: account.password },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { session: string } }).data.session;
  }

  beforeAll(async () => {
    session = await api.newSession();
    tokens.admin = await corporateSignIn(ADMIN);
    tokens.booker = await corporateSignIn(BOOKER);
    tokens.finance = await corporateSignIn(FINANCE_ADMIN);
    tokens.other = await corporateSignIn(OTHER_ADMIN);
    tokens.member = (await signIn(api.app, session, TOKYO.id, HANAKO)).session;
    // Five password hashes at OWASP's cost on a shared machine.
  }, 60_000);

  const get = (path: string, token?: string) => memberCall(api.app, session, 'GET', path, token ? { headers: bearer(token) } : {});
  const download = (token: string | undefined, body: Record<string, unknown>, organizationId = 1) =>
    memberCall(api.app, session, 'POST', csvPath(organizationId), { body: { ...PERIOD, locale: 'en', ...body }, ...(token ? { headers: bearer(token) } : {}) });

  it('answers the organisation, its hotels and the allowance to its admin', async () => {
    const response = await get('/hotel_brands/1/organizations/1', tokens.admin);
    expect(response.status).toBe(200);
    const data = ZOrganizationDetails.parse(((await response.json()) as { data: unknown }).data);
    expect(data.max_stays_per_period).toBe(ORGANIZATION_REPORT_SEED.maxStaysPerPeriod);
    expect(data.hotels.map((hotel) => hotel.id)).toEqual([101, 102]);
  });

  it('pages, sorts and filters the report, and counts stay usage from site bookings only', async () => {
    const response = await get(`${report()}&per_page=10&sort=checkin_date&order=asc`, tokens.admin);
    expect(response.status).toBe(200);
    const page = ZOrganizationReport.parse(await response.json());
    // The seeded report's bookings and the past stay RPAST00004 (server/src/db/seed/past-stays.ts).
    expect(page.total_entries).toBe(ORGANIZATION_REPORT_SEED.sakuraBookings + 1);
    expect(page.total_pages).toBe(5);
    expect(page.data).toHaveLength(10);
    const checkins = page.data.map((row) => row.checkin_date);
    expect(checkins).toEqual([...checkins].sort());

    const all = ZOrganizationReport.parse(await (await get(`${report()}&per_page=100`, tokens.admin)).json()).data;
    expect(new Set(all.map((row) => row.reservation_number)).size).toBe(all.length);
    expect(all.some((row) => !row.booked_through_site)).toBe(true);
    expect(all.some((row) => row.status === 'cancelled')).toBe(true);
    expect(all.some((row) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(row.guest_name))).toBe(true);
    // The seeded stays are all over by yesterday on the hotels' clock: none has a night left (remainingNights).
    expect(all.every((row) => row.remaining_nights === 0)).toBe(true);

    const usage = ZOrganizationReport.parse(await (await get(report(), tokens.admin)).json()).stay_usage;
    for (const period of usage.periods) {
      const counted = all.filter((row) => row.checkin_date.startsWith(period.month) && row.status === 'done' && row.booked_through_site).length;
      expect(period.used).toBe(counted);
      expect(period.remaining).toBe(Math.max(0, ORGANIZATION_REPORT_SEED.maxStaysPerPeriod - counted));
    }

    const kyotoCancelled = ZOrganizationReport.parse(await (await get(`${report()}&hotel_id=102&status=cancelled&per_page=100`, tokens.admin)).json());
    expect(kyotoCancelled.data.every((row) => row.hotel_id === 102 && row.status === 'cancelled')).toBe(true);
    expect(kyotoCancelled.total_entries).toBe(all.filter((row) => row.hotel_id === 102 && row.status === 'cancelled').length);

    const byPrice = ZOrganizationReport.parse(await (await get(`${report()}&sort=total_price&order=desc&per_page=100`, tokens.admin)).json()).data;
    const prices = byPrice.map((row) => row.total_price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('lets an account whose role only contains "admin" read the report', async () => {
    expect((await get(report(), tokens.finance)).status).toBe(200);
  });

  it.each([
    ['a guest (nobody signed in)', undefined, 401],
    ['a member', 'member', 403],
    ['a non-admin account of the organisation', 'booker', 403],
    ['an admin of another organisation', 'other', 403],
  ] as const)('refuses %s the organisation, the report and the CSV', async (_who, who, status) => {
    const token = who ? tokens[who] : undefined;
    expect((await get('/hotel_brands/1/organizations/1', token)).status).toBe(status);
    expect((await get(report(), token)).status).toBe(status);
    const refused = await download(token, { password: 'Corp-2026' });
    expect(refused.status).toBe(status);
    expect(await refused.text()).not.toContain('RORG');
  });

  it('keeps an admin to their own organisation', async () => {
    expect((await get(report(2), tokens.admin)).status).toBe(403);
    expect((await download(tokens.admin, { password: ADMIN.password }, 2)).status).toBe(403);
    const own = ZOrganizationReport.parse(await (await get(report(2), tokens.other)).json());
    expect(own.total_entries).toBe(ORGANIZATION_REPORT_SEED.kyotoBookings);
  });

  it('refuses the CSV without the right download password', { timeout: 20_000 }, async () => {
    const response = await download(tokens.admin, { password: 'not-it' });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { details: Record<string, unknown> };
    expect(body.details.password).toBeDefined();
  });

  it('writes the filtered rows into the CSV, in the table order', async () => {
    const response = await download(tokens.admin, { password: ADMIN.password, hotel_id: 101, sort: 'checkin_date', order: 'asc' });
    expect(response.status).toBe(200);
    const file = ZOrganizationCsv.parse(((await response.json()) as { data: unknown }).data);
    const rows = (parse(file.content, { bom: true }) as string[][]).slice(1);
    const table = ZOrganizationReport.parse(await (await get(`${report()}&hotel_id=101&sort=checkin_date&order=asc&per_page=100`, tokens.admin)).json()).data;
    expect(rows.map((cells) => cells[8])).toEqual(table.map((row) => row.reservation_number));
    expect(rows.map((cells) => cells[1])).toEqual(table.map((row) => row.guest_name.replace(/^[=+\-@\t\r]/, "'$&")));
    expect(file.rows).toBe(table.length);
  });

  it('refuses a download past 1,600 rows with code 1600', async () => {
    const insert = api.db.prepare(
      `INSERT INTO reservations (hotel_id, reservation_number, bypass_token, status, locale, booking_method, payment_type, currency, booker_first_name,
        booker_last_name, email, phone, checkin_date, checkout_date, total_price, tax, client_session_id, created_at, owner_kind, owner_organization_id)
       SELECT 101, 'RBULK' || printf('%05d', value), 'x', 'done', 'ja', 'booking_widget', 'on_site', 'JPY', 'Ren', 'Kato', 'r@example.com', '0', ?, ?, 1000, 0,
        (SELECT id FROM client_sessions LIMIT 1), '2026-01-01T00:00:00.000Z', 'organization', 1
       FROM (WITH RECURSIVE n(value) AS (SELECT 1 UNION ALL SELECT value + 1 FROM n WHERE value < 1600) SELECT value FROM n)`,
    );
    insert.run(day(-40), day(-39));
    const response = await download(tokens.admin, { password: ADMIN.password });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { codes: number[] }).codes).toEqual([CSV_DOWNLOAD_LIMIT_CODE]);
  });
});
