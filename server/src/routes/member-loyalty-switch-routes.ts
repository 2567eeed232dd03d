import type { Hono } from 'hono';
import * as z from 'zod/mini';
import { addDays, todayIn } from '#domain/rules/nights.ts';
import type { Database } from '../db/open-database';
import { errorBody } from '../http/api-error';

/**
 * The test-only endpoint that gives a fresh member what the seeded Hanako holds (ADR 224): points, a coupon of their
 * own and a voucher, at Sakura Tokyo. Browser tests that spend or consume them then share nothing with other tests
 * (Hanako is read by several specs of one worker), where no booking flow could earn them in a test's time.
 */
export const MEMBER_LOYALTY_SWITCH_PATH = '/__members/:email/loyalty';

const SAKURA_TOKYO_ID = 101;

const ZMemberLoyaltySwitch = z.object({
  points: z.optional(z.int().check(z.positive())),
  coupon: z.optional(z.object({ code: z.string().check(z.minLength(1)), percent: z.int(), usage_limit: z.nullable(z.int()), plans: z.array(z.string()) })),
  voucher: z.optional(z.object({ number: z.string().check(z.minLength(1)), amount: z.int().check(z.positive()) })),
});

/** Mounts `PUT /__members/:email/loyalty` (body: see ZMemberLoyaltySwitch); only the browser tests' stack does. */
export function mountMemberLoyaltySwitch(app: Hono, db: Database, now: () => Date): void {
  app.put(MEMBER_LOYALTY_SWITCH_PATH, async (c) => {
    const parsed = ZMemberLoyaltySwitch.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json(errorBody(400, 'invalid', 'Expected { points?, coupon?, voucher? }.'), 400);
    const member = db.prepare<[string], { id: number }>('SELECT id FROM members WHERE email = ?').get(c.req.param('email'));
    if (!member) return c.json(errorBody(404, 'not_found', 'No such member.'), 404);
    const today = todayIn('Asia/Tokyo', now());
    const { points, coupon, voucher } = parsed.data;
    db.transaction(() => {
      if (points !== undefined) {
        db.prepare(`
          INSERT INTO point_entries (member_id, kind, points, remaining, description, available_on, expires_on, refund_expires_on, created_at)
          VALUES (?, 'gained', ?, ?, 'welcome_bonus', ?, ?, NULL, ?)`).run(member.id, points, points, addDays(today, -1), addDays(today, 365), now().toISOString());
      }
      if (coupon) {
        const { lastInsertRowid } = db.prepare(`
          INSERT INTO coupons (hotel_id, code, percent, max_discounted_nights, valid_until, hotel_plan_codes, usage_limit, max_stays)
          VALUES (?, ?, ?, NULL, ?, ?, ?, NULL)`).run(SAKURA_TOKYO_ID, coupon.code, coupon.percent, addDays(today, 90), JSON.stringify(coupon.plans), coupon.usage_limit);
        db.prepare('INSERT INTO member_coupons (member_id, coupon_id) VALUES (?, ?)').run(member.id, Number(lastInsertRowid));
      }
      if (voucher) {
        db.prepare(`
          INSERT INTO vouchers (member_id, hotel_id, number, names, amount, status, staying_from, staying_to, sale_from, sale_to, excluded_periods, valid_through)
          VALUES (?, ?, ?, ?, ?, 'available', ?, ?, ?, ?, '[]', ?)`).run(
          member.id,
          SAKURA_TOKYO_ID,
          voucher.number,
          JSON.stringify({ en: 'Test stay voucher', ja: 'テスト宿泊券' }),
          voucher.amount,
          today,
          addDays(today, 90),
          addDays(today, -30),
          addDays(today, -1),
          addDays(today, 90),
        );
      }
    })();
    return c.body(null, 204);
  });
}
