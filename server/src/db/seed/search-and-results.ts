import { addDays, weekdayOf } from '#domain/rules/nights.ts';
import type { LocalizedText } from '../../i18n/localized';
import type { Database } from '../open-database';

/** Seeded facts of the search and results screens that tests and demos rely on (hotel ids as seeded). */
export const SEARCH_SEED = {
  tokyoId: 101,
  kyotoId: 102,
  okinawaId: 201,
  osakaId: 202,
  secretPlanCode: 'secret-rate',
  promoPlanCode: 'promo-sakura',
  promoCode: 'SAKURA2026',
  couponCode: 'WELCOME10',
  /** Coupons with usage limits (migration 023, ADR 193): 2 stays in all, and 1 stay per member or e-mail. */
  limitedCoupons: { overall: 'SAKURA-LAST2', perGuest: 'SAKURA-ONCE' },
  /** Dated extras are sold from today for this many days. */
  datedExtraDays: 60,
  /** The notification window runs from today + start to today + end (offsets). */
  notificationWindow: { start: 0, end: 30 },
} as const;

type PolicySeed = {
  key: 'standard' | 'flexible' | 'strict';
  names: LocalizedText;
  cancelBeforeAt: string;
  noShow: number;
  parts: readonly { daysBefore: number; hoursAfter: number; percent: number }[];
};

const POLICIES: readonly PolicySeed[] = [
  {
    key: 'standard',
    names: { en: 'Standard cancellation policy', ja: '標準キャンセルポリシー' },
    cancelBeforeAt: '18:00',
    noShow: 100,
    parts: [
      { daysBefore: 7, hoursAfter: 0, percent: 20 },
      { daysBefore: 3, hoursAfter: 0, percent: 50 },
      { daysBefore: 1, hoursAfter: 0, percent: 80 },
    ],
  },
  {
    key: 'flexible',
    names: { en: 'Flexible: free until the day before', ja: 'フレキシブル：前日まで無料' },
    cancelBeforeAt: '12:00',
    noShow: 100,
    parts: [
      { daysBefore: 1, hoursAfter: 0, percent: 30 },
      { daysBefore: 0, hoursAfter: 3, percent: 100 },
    ],
  },
  {
    key: 'strict',
    names: { en: 'Non-refundable', ja: '返金不可' },
    cancelBeforeAt: '00:00',
    noShow: 100,
    parts: [{ daysBefore: 365, hoursAfter: 0, percent: 100 }],
  },
];

/** Which policy a plan code has; a plan not listed has no policy (the page shows its no-data text). */
const POLICY_OF_PLAN: Record<string, PolicySeed['key']> = {
  'room-only': 'standard',
  breakfast: 'standard',
  'half-board': 'standard',
  kaiseki: 'standard',
  anniversary: 'standard',
  'family-fun': 'standard',
  'long-stay-3': 'standard',
  'member-room-only': 'flexible',
  'member-breakfast': 'flexible',
  'day-use-5h': 'flexible',
  'day-use-daytime': 'flexible',
  [SEARCH_SEED.secretPlanCode]: 'flexible',
  [SEARCH_SEED.promoPlanCode]: 'flexible',
  'non-refundable': 'strict',
  'early-bird-30': 'strict',
  'flash-sale': 'strict',
};

/** Tier percents per hotel: what a child of the tier adds to the one-adult nightly rate. */
const TIER_PERCENT: Record<string, number> = { A: 70, B: 50, B2: 30, C: 10, D: 0 };

/** umi-okinawa asks for ages: these brackets map an age at check-out to a tier and its rate. */
const OKINAWA_AGE_BRACKETS = [
  { tier: 'A', min: 6, max: 12, percent: 60 },
  { tier: 'B', min: 3, max: 5, percent: 40 },
  { tier: 'C', min: 0, max: 2, percent: 0 },
] as const;

/** Tokyo and Kyoto levy a per-guest tax rising with the price; Osaka too; Okinawa none. */
const ACCOMMODATION_TAX: Record<number, readonly [number, number][]> = {
  101: [[10_000, 100], [15_000, 200]],
  102: [[0, 200], [20_000, 500], [50_000, 1_000]],
  202: [[7_000, 100], [15_000, 200], [20_000, 300]],
};

type ExtraSeed = {
  code: string;
  type: 'generic' | 'dated';
  names: LocalizedText;
  descriptions: LocalizedText;
  price: number;
  stock: number | null;
  min: number;
  max: number;
};

const EXTRAS: readonly ExtraSeed[] = [
  {
    code: 'welcome-drink',
    type: 'generic',
    names: { en: 'Welcome drink', ja: 'ウェルカムドリンク' },
    descriptions: { en: 'A glass of sparkling wine on arrival.', ja: 'ご到着時にスパークリングワインを。' },
    price: 1_000,
    stock: null,
    min: 1,
    max: 10,
  },
  {
    code: 'airport-transfer',
    type: 'generic',
    names: { en: 'Airport transfer', ja: '空港送迎' },
    descriptions: { en: 'A car from the airport to the hotel, up to 4 people.', ja: '空港からホテルまでの送迎（4名様まで）。' },
    price: 8_000,
    stock: 5,
    min: 1,
    max: 2,
  },
  {
    code: 'dinner-course',
    type: 'dated',
    names: { en: 'Dinner course', ja: 'ディナーコース' },
    descriptions: { en: 'A seasonal dinner course on the chosen evening.', ja: '選んだ日の夜に季節のディナーコース。' },
    price: 6_000,
    stock: 8,
    min: 1,
    max: 6,
  },
  {
    code: 'spa-session',
    type: 'dated',
    names: { en: 'Spa session', ja: 'スパ' },
    descriptions: { en: 'A 60-minute treatment on the chosen day.', ja: '選んだ日に60分のトリートメント。' },
    price: 12_000,
    stock: 2,
    min: 1,
    max: 2,
  },
];

/**
 * When extras are delivered (normalized_delivery_times): the most one booking may have delivered at that time and
 * what that time adds, tax excluded. A late airport pick-up costs extra. Extras not named here take no time.
 */
const DELIVERY_TIMES: Readonly<Record<string, readonly { at: string; quantity: number; price: number }[]>> = {
  'airport-transfer': [
    { at: '10:00', quantity: 2, price: 0 },
    { at: '14:30', quantity: 2, price: 0 },
    { at: '22:00', quantity: 1, price: 2_000 },
  ],
  'dinner-course': [
    { at: '18:00', quantity: 6, price: 0 },
    { at: '20:30', quantity: 4, price: 0 },
  ],
};

/**
 * Adds the facts of the search and results screens to hotels the main seed has made: child rates,
 * secret and promo plans, discounts, payment promotion, coupons, accommodation tax, cancellation policies,
 * extras, notifications and the recommender widget. Runs inside the main seed's transaction.
 */
export function seedSearchAndResults(db: Database, today: string): void {
  seedChildRates(db);
  seedSpecialPlans(db);
  seedPlanFlags(db);
  seedPricingRules(db, today);
  seedCancellationPolicies(db);
  seedExtras(db, today);
  seedQuestions(db, today);
  seedRecommenderWidget(db);
}

function seedChildRates(db: Database): void {
  const hotels = db.prepare<[], { id: number }>('SELECT id FROM hotels ORDER BY id').all();
  for (const hotel of hotels) seedHotelChildRates(db, hotel.id);
  const insert = db.prepare(
    'INSERT INTO child_rates (hotel_id, tier_code, min_age, max_age, rate_percent) VALUES (?, ?, ?, ?, ?)',
  );
  for (const bracket of OKINAWA_AGE_BRACKETS) {
    insert.run(SEARCH_SEED.okinawaId, bracket.tier, bracket.min, bracket.max, bracket.percent);
  }
}

/** One hotel's child rates: each of its kids tiers at its usual percent of the one-adult rate. */
export function seedHotelChildRates(db: Database, hotelId: number): void {
  const insert = db.prepare(
    'INSERT INTO child_rates (hotel_id, tier_code, min_age, max_age, rate_percent) VALUES (?, ?, ?, ?, ?)',
  );
  const tiers = db
    .prepare<[number], { code: string; min_age: number; max_age: number }>(
      'SELECT code, min_age, max_age FROM hotel_kids_tiers WHERE hotel_id = ? ORDER BY position',
    )
    .all(hotelId);
  for (const tier of tiers) insert.run(hotelId, tier.code, tier.min_age, tier.max_age, TIER_PERCENT[tier.code] ?? 30);
}

/**
 * Sakura Tokyo's secret plan (secret mode only) and promo plan (promo code only), on every room type the
 * room-only plan is sold on, priced from its rates: 20% and 15% off.
 */
function seedSpecialPlans(db: Database): void {
  const special = [
    { code: SEARCH_SEED.secretPlanCode, percent: 80, secret: 1, promo: null, names: { en: 'Secret rate', ja: 'シークレットレート' } },
    { code: SEARCH_SEED.promoPlanCode, percent: 85, secret: 0, promo: SEARCH_SEED.promoCode, names: { en: 'Sakura promotion', ja: 'さくらプロモーション' } },
  ];
  const maxPosition =
    db.prepare<[number], { position: number }>('SELECT MAX(position) AS position FROM plans WHERE hotel_id = ?').get(SEARCH_SEED.tokyoId)
      ?.position ?? 0;
  special.forEach((plan, index) => {
    const { lastInsertRowid: planId } = db
      .prepare(`
        INSERT INTO plans (hotel_id, code, names, descriptions, meal, is_member_only, is_day_use, credit_card_payment,
          payment_methods, sale_limit, position, is_secret, promo_code)
        VALUES (?, ?, ?, ?, 'none', 0, 0, 1, '["on_site","credit_card"]', 3, ?, ?, ?)`)
      .run(SEARCH_SEED.tokyoId, plan.code, JSON.stringify(plan.names), JSON.stringify(plan.names), maxPosition + 1 + index, plan.secret, plan.promo);
    const source = db
      .prepare<[number], { id: number; room_type_id: number; code: string }>(`
        SELECT rp.id, rp.room_type_id, rp.code FROM room_plans rp JOIN plans p ON p.id = rp.plan_id
        WHERE rp.hotel_id = ? AND p.code = 'room-only'`)
      .all(SEARCH_SEED.tokyoId);
    for (const roomPlan of source) {
      const code = roomPlan.code.replace(/_room-only$/, `_${plan.code}`);
      const { lastInsertRowid } = db
        .prepare('INSERT INTO room_plans (hotel_id, room_type_id, plan_id, code, allotment) VALUES (?, ?, ?, ?, NULL)')
        .run(SEARCH_SEED.tokyoId, roomPlan.room_type_id, planId, code);
      // Whole hundreds, like every stored rate.
      db.prepare(
        'INSERT INTO room_plan_rates (room_plan_id, date, price) SELECT ?, date, CAST(price * ? / 10000 AS INTEGER) * 100 FROM room_plan_rates WHERE room_plan_id = ?',
      ).run(lastInsertRowid, plan.percent, roomPlan.id);
    }
  });
}

function seedPlanFlags(db: Database): void {
  db.prepare("UPDATE plans SET voucher_eligible = 1 WHERE code IN ('room-only', 'breakfast')").run();
}

function seedPricingRules(db: Database, today: string): void {
  const discount = db.prepare(`
    INSERT INTO plan_discounts (plan_id, discount_type, discount_origin, percent)
    SELECT id, ?, ?, ? FROM plans WHERE code = ?`);
  // Members save 10% on the two everyday plans; everybody saves 5% on half board.
  discount.run('creansmaerd', 'creansmaerd', 10, 'room-only');
  discount.run('creansmaerd', 'creansmaerd', 10, 'breakfast');
  discount.run('special', 'all_users', 5, 'half-board');

  const promotion = db.prepare('INSERT INTO payment_promotions (hotel_id, target_mode, hotel_plan_codes, percent) VALUES (?, ?, ?, ?)');
  promotion.run(SEARCH_SEED.tokyoId, 'include', JSON.stringify(['room-only', 'breakfast']), 3);
  promotion.run(SEARCH_SEED.kyotoId, 'exclude', JSON.stringify(['non-refundable']), 2);

  db.prepare(
    'INSERT INTO coupons (hotel_id, code, percent, max_discounted_nights, valid_until, hotel_plan_codes) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(SEARCH_SEED.tokyoId, SEARCH_SEED.couponCode, 10, 2, addDays(today, 180), JSON.stringify(['room-only', 'breakfast', 'half-board']));
  const limited = db.prepare(
    'INSERT INTO coupons (hotel_id, code, percent, max_discounted_nights, valid_until, hotel_plan_codes, usage_limit, max_stays) VALUES (?, ?, ?, NULL, ?, ?, ?, ?)',
  );
  limited.run(SEARCH_SEED.tokyoId, SEARCH_SEED.limitedCoupons.overall, 15, addDays(today, 90), '[]', 2, null);
  limited.run(SEARCH_SEED.tokyoId, SEARCH_SEED.limitedCoupons.perGuest, 5, addDays(today, 90), '[]', null, 1);

  const bracket = db.prepare('INSERT INTO accommodation_tax_brackets (hotel_id, min_price_per_guest, tax_per_guest) VALUES (?, ?, ?)');
  for (const [hotelId, brackets] of Object.entries(ACCOMMODATION_TAX)) {
    for (const [min, tax] of brackets) bracket.run(Number(hotelId), min, tax);
  }
}

function seedCancellationPolicies(db: Database): void {
  const hotels = db.prepare<[], { id: number }>('SELECT id FROM hotels ORDER BY id').all();
  for (const hotel of hotels) seedHotelCancellationPolicies(db, hotel.id);
}

/** One hotel's three policies, each assigned to the plans of POLICY_OF_PLAN it has. */
export function seedHotelCancellationPolicies(db: Database, hotelId: number): void {
  const insertPolicy = db.prepare(
    'INSERT INTO cancellation_policies (hotel_id, names, cancel_before_at, no_show_percentage_of_cost) VALUES (?, ?, ?, ?)',
  );
  const insertPart = db.prepare(
    'INSERT INTO cancellation_policy_parts (policy_id, days_before, hours_after, percentage_of_cost) VALUES (?, ?, ?, ?)',
  );
  const assign = db.prepare('UPDATE plans SET cancellation_policy_id = ? WHERE hotel_id = ? AND code = ?');
  const ids = new Map<PolicySeed['key'], number | bigint>();
  for (const policy of POLICIES) {
    const { lastInsertRowid } = insertPolicy.run(hotelId, JSON.stringify(policy.names), policy.cancelBeforeAt, policy.noShow);
    for (const part of policy.parts) insertPart.run(lastInsertRowid, part.daysBefore, part.hoursAfter, part.percent);
    ids.set(policy.key, lastInsertRowid);
  }
  for (const [planCode, key] of Object.entries(POLICY_OF_PLAN)) assign.run(ids.get(key), hotelId, planCode);
}

function seedExtras(db: Database, today: string): void {
  const hotels = db.prepare<[], { id: number }>('SELECT id FROM hotels ORDER BY id').all();
  const insertExtra = db.prepare(`
    INSERT INTO extras (hotel_id, code, extra_type, names, descriptions, price, stock, min_quantity, max_quantity, position)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertDated = db.prepare('INSERT INTO extra_dated_prices (extra_id, date, price, stock) VALUES (?, ?, ?, ?)');
  for (const hotel of hotels) {
    EXTRAS.forEach((extra, position) => {
      const { lastInsertRowid } = insertExtra.run(
        hotel.id,
        extra.code,
        extra.type,
        JSON.stringify(extra.names),
        JSON.stringify(extra.descriptions),
        extra.type === 'generic' ? extra.price : null,
        extra.type === 'generic' ? extra.stock : null,
        extra.min,
        extra.max,
        position,
      );
      if (extra.type !== 'dated') return;
      for (let offset = 0; offset < SEARCH_SEED.datedExtraDays; offset += 1) {
        const date = addDays(today, offset);
        // Weekends cost a fifth more; every seventh day from offset 3 the extra is sold out.
        const weekend = [5, 6].includes(weekdayOf(date));
        insertDated.run(lastInsertRowid, date, weekend ? extra.price * 1.2 : extra.price, offset % 7 === 3 ? 0 : (extra.stock ?? 0));
      }
    });
  }
  const insertDeliveryTime = db.prepare(`
    INSERT INTO extra_delivery_times (extra_id, delivered_at, quantity, price)
    SELECT id, ?, ?, ? FROM extras WHERE code = ? ORDER BY id`);
  for (const [code, slots] of Object.entries(DELIVERY_TIMES)) {
    for (const slot of slots) insertDeliveryTime.run(slot.at, slot.quantity, slot.price, code);
  }
  // Breakfast and the anniversary plan include the welcome drink in their price.
  db.prepare(`
    INSERT INTO plan_inclusive_extras (plan_id, extra_id)
    SELECT p.id, e.id FROM plans p JOIN extras e ON e.hotel_id = p.hotel_id AND e.code = 'welcome-drink'
    WHERE p.code IN ('breakfast', 'anniversary')`).run();
}

const BOOKING_LABELS = ['all_users', 'place_booking_process'];

type QuestionSeed = {
  questionType: string;
  answerType: string;
  required?: number;
  titles: LocalizedText;
  bodies: LocalizedText;
  options?: string[];
  labels: string[];
  /** 1 when the guest may choose several of the options. */
  multipleChoice?: number;
  /** An expired question's display window ended yesterday. */
  window?: 'expired';
};

const ANNIVERSARY_QUESTIONS: readonly QuestionSeed[] = [
  {
    questionType: 'free',
    answerType: 'text',
    required: 1,
    titles: { en: 'What are you celebrating?', ja: '何のお祝いですか？' },
    bodies: { en: 'We prepare the room for the occasion.', ja: 'お祝いに合わせてお部屋をご用意します。' },
    labels: BOOKING_LABELS,
  },
  {
    questionType: 'free',
    answerType: 'options',
    titles: { en: 'Message on the cake plate', ja: 'ケーキのメッセージプレート' },
    bodies: { en: 'Choose the message written on the plate.', ja: 'プレートに書くメッセージをお選びください。' },
    options: ['Happy Anniversary', 'Happy Birthday', 'No message'],
    labels: BOOKING_LABELS,
  },
  {
    questionType: 'checkout',
    answerType: 'text',
    titles: { en: 'Expected check-out time', ja: 'チェックアウト予定時刻' },
    bodies: { en: 'The plan includes a late check-out until 12:00.', ja: 'このプランは12:00までのレイトチェックアウト付きです。' },
    labels: BOOKING_LABELS,
  },
  {
    questionType: 'file_attachment',
    answerType: 'file',
    titles: { en: 'Photo for the welcome board', ja: 'ウェルカムボード用の写真' },
    bodies: { en: 'A photo we print on the welcome board in your room.', ja: 'お部屋のウェルカムボードに印刷する写真です。' },
    labels: BOOKING_LABELS,
  },
  {
    questionType: 'free',
    answerType: 'text',
    titles: { en: 'Members: pillow of your choice', ja: '会員様：お好みの枕' },
    bodies: { en: 'Tell us which pillow you prefer.', ja: 'お好みの枕をお知らせください。' },
    labels: ['membership_rank_all', 'place_booking_process'],
  },
  {
    questionType: 'free',
    answerType: 'text',
    titles: { en: 'Summer fireworks seats', ja: '花火大会の観覧席' },
    bodies: { en: 'This question has ended.', ja: 'この質問は終了しました。' },
    labels: BOOKING_LABELS,
    window: 'expired',
  },
  {
    questionType: 'free',
    answerType: 'options',
    titles: { en: 'Decorations in the room', ja: 'お部屋の飾り付け' },
    bodies: { en: 'Choose as many as you like.', ja: 'いくつでもお選びいただけます。' },
    options: ['Flowers', 'Balloons', 'Rose petals'],
    multipleChoice: 1,
    labels: BOOKING_LABELS,
  },
];

function seedQuestions(db: Database, today: string): void {
  const insert = db.prepare(`
    INSERT INTO additional_questions (hotel_id, brand_id, question_type, answer_type, required, titles, bodies, options,
      labels, hotel_plan_codes, target_hotel_ids, display_start_date, display_end_date, enabled, position, multiple_choice)
    VALUES (@hotelId, @brandId, @questionType, @answerType, @required, @titles, @bodies, @options, @labels, @planCodes,
      @targets, @start, @end, @enabled, @position, @multipleChoice)`);
  const start = addDays(today, SEARCH_SEED.notificationWindow.start);
  const end = addDays(today, SEARCH_SEED.notificationWindow.end);
  const base = { required: 0, planCodes: '[]', targets: null, start: null, end: null, enabled: 1, options: [] as string[], multipleChoice: 0 };
  const rows = [
    {
      ...base,
      hotelId: SEARCH_SEED.tokyoId,
      brandId: null,
      questionType: 'notification',
      answerType: 'text',
      titles: { en: 'Lobby renovation', ja: 'ロビー改装のお知らせ' },
      bodies: { en: 'The lobby is being renovated this month; check-in is on the 2nd floor.', ja: '今月はロビー改装のため、2階でチェックインを承ります。' },
      labels: ['all_users', 'place_search_result'],
      start,
      end,
      position: 0,
    },
    {
      ...base,
      hotelId: SEARCH_SEED.tokyoId,
      brandId: null,
      questionType: 'notification',
      answerType: 'text',
      titles: { en: 'Breakfast venue', ja: '朝食会場' },
      bodies: { en: 'Breakfast is served on the 20th floor from 6:30.', ja: '朝食は20階にて6:30からご用意します。' },
      labels: ['all_users', 'place_booking_process', 'place_confirmation_screen'],
      planCodes: JSON.stringify(['breakfast']),
      position: 1,
    },
    {
      ...base,
      hotelId: SEARCH_SEED.tokyoId,
      brandId: null,
      questionType: 'notification',
      answerType: 'text',
      titles: { en: 'Old notice', ja: '過去のお知らせ' },
      bodies: { en: 'This notice is switched off.', ja: 'このお知らせは無効です。' },
      labels: ['all_users', 'place_search_result'],
      enabled: 0,
      position: 2,
    },
    {
      ...base,
      hotelId: SEARCH_SEED.tokyoId,
      brandId: null,
      questionType: 'checkin',
      answerType: 'options',
      required: 1,
      titles: { en: 'Expected check-in time', ja: 'チェックイン予定時刻' },
      bodies: { en: 'Tell us when you expect to arrive.', ja: 'ご到着予定時刻をお知らせください。' },
      labels: ['all_users', 'place_booking_process'],
      position: 3,
    },
    {
      ...base,
      hotelId: null,
      brandId: 1,
      questionType: 'notification',
      answerType: 'text',
      titles: { en: 'Sakura members save 10%', ja: 'さくら会員は10%お得' },
      bodies: { en: 'Sign in to see member prices at every Sakura hotel.', ja: 'ログインすると全てのさくらホテルで会員価格が表示されます。' },
      labels: ['all_users', 'place_search_result'],
      position: 0,
    },
    {
      ...base,
      hotelId: null,
      brandId: 1,
      questionType: 'notification',
      answerType: 'text',
      titles: { en: 'Kyoto autumn leaves', ja: '京都の紅葉' },
      bodies: { en: 'Autumn leaves tours from the Kyoto hotel every morning.', ja: '京都のホテルから毎朝紅葉ツアーを催行します。' },
      labels: ['all_users', 'place_search_result'],
      targets: JSON.stringify([SEARCH_SEED.kyotoId]),
      position: 1,
    },
    {
      ...base,
      hotelId: null,
      brandId: 2,
      questionType: 'notification',
      answerType: 'text',
      titles: { en: 'Umi members: late check-out', ja: 'Umi会員：レイトチェックアウト' },
      bodies: { en: 'Members check out at 12:00 at no charge.', ja: '会員様は12:00まで無料でチェックアウトを延長できます。' },
      labels: ['membership_rank_all', 'place_after_sign_in'],
      position: 0,
    },
    // The anniversary plan in Tokyo asks one question of every kind guest detail answers (ADR 100); the
    // members-only and the expired one are there to be left out for a guest.
    ...ANNIVERSARY_QUESTIONS.map(({ window, ...question }, index) => ({
      ...base,
      hotelId: SEARCH_SEED.tokyoId,
      brandId: null,
      planCodes: JSON.stringify(['anniversary']),
      ...question,
      start: window === 'expired' ? addDays(today, -30) : null,
      end: window === 'expired' ? addDays(today, -1) : null,
      position: 10 + index,
    })),
    // Questions for one membership programme (Sakura Club: Hanako) and one organisation (Sakura Trading), on
    // every Tokyo plan: signed-in visitors of those see them, everybody else does not (ADR 161).
    {
      ...base,
      hotelId: SEARCH_SEED.tokyoId,
      brandId: null,
      questionType: 'free',
      answerType: 'text',
      titles: { en: 'Sakura Club: newspaper in the morning', ja: 'さくらクラブ会員様：朝刊のご希望' },
      bodies: { en: 'Which newspaper should we bring to your room?', ja: 'お部屋にお届けする新聞をお知らせください。' },
      labels: ['membership_program_1', 'place_booking_process'],
      position: 30,
    },
    {
      ...base,
      hotelId: SEARCH_SEED.tokyoId,
      brandId: null,
      questionType: 'free',
      answerType: 'text',
      titles: { en: 'Sakura Trading: cost centre', ja: 'さくら商事様：コストセンター' },
      bodies: { en: 'The cost centre printed on the invoice.', ja: '請求書に記載するコストセンターです。' },
      labels: ['membership_organization_1', 'place_booking_process'],
      position: 31,
    },
  ];
  for (const row of rows) {
    insert.run({
      ...row,
      titles: JSON.stringify(row.titles),
      bodies: JSON.stringify(row.bodies),
      labels: JSON.stringify(row.labels),
      options: JSON.stringify(row.options),
    });
  }
}

function seedRecommenderWidget(db: Database): void {
  const insert = db.prepare(
    'INSERT INTO recommender_widget_settings (hotel_id, is_active, titles, max_recommendations, default_nights) VALUES (?, ?, ?, ?, ?)',
  );
  const titles = JSON.stringify({ en: 'Rooms for your group', ja: 'グループにおすすめのお部屋' });
  insert.run(SEARCH_SEED.tokyoId, 1, titles, 3, 1);
  insert.run(SEARCH_SEED.kyotoId, 1, titles, 3, 2);
  insert.run(SEARCH_SEED.okinawaId, 0, titles, 3, 2);
  insert.run(SEARCH_SEED.osakaId, 1, titles, 5, 1);
}
