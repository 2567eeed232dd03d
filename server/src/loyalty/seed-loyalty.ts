import { addDays } from '#domain/rules/nights.ts';
import type { Database } from '../db/open-database';
import { earnStayPoints } from './stay-points';

const POINT_NAMES = {
  sakura: { en: 'Sakura Points', ja: 'さくらポイント', ko: '사쿠라 포인트', zh_Hans: '樱花积分', zh_Hant: '櫻花點數', id: 'Poin Sakura', th: 'คะแนนซากุระ', ar: 'نقاط ساكورا' },
  umi: { en: 'Umi Points', ja: 'うみポイント', ko: '우미 포인트', zh_Hans: '海洋积分', zh_Hant: '海洋點數', id: 'Poin Umi', th: 'คะแนนอุมิ', ar: 'نقاط أومي' },
};
const names = (en: string, ja: string) => JSON.stringify({ en, ja });

/**
 * The loyalty programme's demo state (server/README.md "Loyalty", ADR 220), by offsets from the seed's today so tests
 * can count on it: Hanako holds points (with an expired and a spent entry in her history, her past stays' points,
 * one of them still future), the Silver rank, two coupons of her own, one voucher and one saved card.
 */
export const LOYALTY_SEED = {
  programs: [
    { programId: 1, pointNames: POINT_NAMES.sakura, earnPercent: 5, spendStep: 100, spendMinimum: 500, spendCapPercent: 100, validDays: 365, digico: [1000, 3000, 5000, 10000] },
    { programId: 4, pointNames: POINT_NAMES.umi, earnPercent: 3, spendStep: 100, spendMinimum: 100, spendCapPercent: 100, validDays: 365, digico: [1000, 3000] },
  ],
  ranks: [
    // memberDiscount: the rank's part of the member price (ADR 225), on top of the plans' members' discounts.
    { id: 1, programId: 1, names: names('Regular', 'レギュラー'), minPoints: 0, earnBonus: 0, memberDiscount: 0 },
    { id: 2, programId: 1, names: names('Silver', 'シルバー'), minPoints: 5000, earnBonus: 10, memberDiscount: 5 },
    { id: 3, programId: 1, names: names('Gold', 'ゴールド'), minPoints: 15000, earnBonus: 25, memberDiscount: 10 },
    { id: 4, programId: 4, names: names('Wave', 'ウェーブ'), minPoints: 0, earnBonus: 0, memberDiscount: 0 },
    { id: 5, programId: 4, names: names('Ocean', 'オーシャン'), minPoints: 3000, earnBonus: 10, memberDiscount: 5 },
  ],
  /** Hanako after the seed: balance 10,894 (8,000 seeded + two past stays' 1,447 at Silver), 1,447 future, Silver. */
  hanako: { memberId: 1, balance: 10_894, future: 1_447, rankingPoints: 12_394, rankId: 2, nextRankId: 3, pointsToNextRank: 2_606 },
  aoi: { memberId: 4, balance: 2_000 },
  coupons: [
    { code: 'CLUB-SILVER-10', percent: 10, maxNights: 2, validDays: 120, plans: ['room-only', 'breakfast'], usageLimit: 100, maxStays: 2 },
    { code: 'CLUB-BIRTHDAY', percent: 20, maxNights: 1, validDays: 60, plans: ['room-only', 'breakfast', 'half-board'], usageLimit: null, maxStays: 1 },
  ],
  voucher: { number: 'V-SAKURA-0001', amount: 10_000, stayFrom: 0, stayTo: 90, excluded: { from: 20, to: 22 } },
  /**
   * The vault's digest of the security code is precomputed (salt = the first 16 bytes of sha256("seed-card:" + ref),
   * card-vault.ts's scrypt), so seeding a database per test hashes nothing; a test pays with the code.
   */
  card: {
    id: 1,
    memberId: 1,
    ref: 'card_seed_hanako_visa_4242',
    brand: 'visa',
    last4: '1111',
    expMonth: 12,
    expYear: 2030,
    securityCode: '123',
    securityCodeDigest: 'f25b7b74ad87ae3f7bf37bc67dedd486$bd094619453a4336234f0f4f4ae51e75d424fd23da57016fb6f095520bb6b992',
  },
} as const;

export function seedLoyalty(db: Database, today: string): void {
  const at = (offset: number) => addDays(today, offset);
  const created = `${today}T00:00:00.000Z`;
  const program = db.prepare(`
    INSERT INTO point_programs (program_id, point_names, earn_percent, spend_step, spend_minimum, spend_cap_percent, points_valid_days, digico_amounts)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const p of LOYALTY_SEED.programs) {
    program.run(p.programId, JSON.stringify(p.pointNames), p.earnPercent, p.spendStep, p.spendMinimum, p.spendCapPercent, p.validDays, JSON.stringify(p.digico));
  }
  const rank = db.prepare('INSERT INTO membership_ranks (id, program_id, names, min_points, earn_bonus_percent, member_discount_percent) VALUES (?, ?, ?, ?, ?, ?)');
  for (const r of LOYALTY_SEED.ranks) rank.run(r.id, r.programId, r.names, r.minPoints, r.earnBonus, r.memberDiscount);

  const entry = db.prepare(`
    INSERT INTO point_entries (member_id, kind, points, remaining, description, available_on, expires_on, refund_expires_on, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  // Hanako: 500 that lapsed, a welcome bonus 1,000 of which she spent, and a stay's 6,000 from before the calendar.
  entry.run(1, 'gained', 500, 0, 'earned_from_stay', at(-400), at(-35), null, created);
  entry.run(1, 'expired', -500, 0, 'points_expired', at(-35), null, null, created);
  entry.run(1, 'gained', 3000, 2000, 'welcome_bonus', at(-200), at(165), null, created);
  entry.run(1, 'spent', -1000, 0, 'spent_on_reservation', at(-50), null, at(165), created);
  entry.run(1, 'gained', 6000, 6000, 'earned_from_stay', at(-100), at(265), null, created);
  entry.run(4, 'gained', 2000, 2000, 'welcome_bonus', at(-30), at(335), null, created);
  // Her seeded past stays earn as any stay does, on the seed's today (Tokyo noon).
  earnStayPoints(db, new Date(`${today}T03:00:00.000Z`));

  const coupon = db.prepare(`
    INSERT INTO coupons (hotel_id, code, percent, max_discounted_nights, valid_until, hotel_plan_codes, usage_limit, max_stays)
    VALUES (101, ?, ?, ?, ?, ?, ?, ?)`);
  const hold = db.prepare('INSERT INTO member_coupons (member_id, coupon_id) VALUES (1, ?)');
  for (const c of LOYALTY_SEED.coupons) {
    const { lastInsertRowid } = coupon.run(c.code, c.percent, c.maxNights, at(c.validDays), JSON.stringify(c.plans), c.usageLimit, c.maxStays);
    hold.run(Number(lastInsertRowid));
  }

  const v = LOYALTY_SEED.voucher;
  db.prepare(`
    INSERT INTO vouchers (member_id, hotel_id, number, names, amount, status, staying_from, staying_to, sale_from, sale_to, excluded_periods, valid_through)
    VALUES (1, 101, ?, ?, ?, 'available', ?, ?, ?, ?, ?, ?)`).run(
    v.number,
    names('Sakura Tokyo stay voucher', 'さくら東京 宿泊券'),
    v.amount,
    at(v.stayFrom),
    at(v.stayTo),
    at(-60),
    at(-1),
    JSON.stringify([{ from: at(v.excluded.from), to: at(v.excluded.to) }]),
    at(v.stayTo),
  );

  const card = LOYALTY_SEED.card;
  db.prepare(`
    INSERT INTO psp_vaulted_cards (ref, brand, last4, exp_month, exp_year, outcome, security_code_digest, created_at)
    VALUES (?, ?, ?, ?, ?, 'approve', ?, ?)`).run(card.ref, card.brand, card.last4, card.expMonth, card.expYear, card.securityCodeDigest, created);
  db.prepare('INSERT INTO member_cards (id, member_id, vault_ref, brand, last4, exp_month, exp_year, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
    card.id,
    card.memberId,
    card.ref,
    card.brand,
    card.last4,
    card.expMonth,
    card.expYear,
    created,
  );
}
