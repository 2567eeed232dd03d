import * as z from 'zod/mini';
import { CARD_BRANDS } from '../constants/payment';
import { COUNTS } from '../constants/limits';
import { UI_LOCALES } from '../constants/locales';
import { VOUCHER_STATUSES, VOUCHER_UI_STATUSES } from '../rules/loyalty';
import { ZAmount, ZId, ZIsoDate } from './common';

// Document 1 section 3 "Member" (points, point exchange, credit card, coupon, voucher) and document 2 section 7.7,
// as the stand-in answers them (ADR 220, 221).

export const POINT_ENTRY_KINDS = ['gained', 'spent', 'refunded', 'expired', 'exchanged'] as const;
export const POINT_TIMELINE_SCOPES = ['current', 'future'] as const;
export const POINT_EXCHANGE_TYPES = ['digico'] as const;

const ZRank = z.object({ id: ZId, name: z.string() });

/** GET .../memberships/point: "total_point, ranking_points_value, balance, future, spent, gained, expired, refunded". */
export const ZPointSummary = z.object({
  program_enabled: z.boolean(),
  /** The brand's name for its points, in the asked locale. */
  point_name: z.string(),
  total_point: z.int(),
  ranking_points_value: z.int(),
  balance: z.int(),
  future: z.int(),
  spent: z.int(),
  gained: z.int(),
  expired: z.int(),
  refunded: z.int(),
  exchanged: z.int(),
  rank: z.nullable(ZRank),
  next_rank: z.nullable(ZRank),
  points_to_next_rank: z.nullable(z.int()),
  /** The nearest expiry of points held. */
  next_expiry: z.nullable(z.object({ date: ZIsoDate, points: z.int() })),
  spend_rules: z.object({ step: z.int(), minimum: z.int(), cap_percent: z.int() }),
  digico_amounts: z.array(z.int()),
});
export type PointSummary = z.infer<typeof ZPointSummary>;

export const ZPointTimelineQuery = z.object({
  locale: z._default(z.enum(UI_LOCALES), 'ja'),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  per_page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), COUNTS.pointHistoryPageSize),
  scope: z._default(z.enum(POINT_TIMELINE_SCOPES), 'current'),
});

/** A history row: "date, description, points and expiry". */
export const ZPointEntry = z.object({
  id: ZId,
  date: ZIsoDate,
  kind: z.enum(POINT_ENTRY_KINDS),
  description: z.string(),
  points: z.int(),
  expires_on: z.nullable(ZIsoDate),
  reservation_number: z.nullable(z.string()),
});
export type PointEntry = z.infer<typeof ZPointEntry>;

export const ZPointTimeline = z.object({
  data: z.array(ZPointEntry),
  page: z.int(),
  total_pages: z.int(),
  total_entries: z.int(),
  program_enabled: z.boolean(),
});

/** A Digico exchange: with confirm false the server only checks it and answers what it would do. */
export const ZPointExchangeRequest = z.object({
  amount: z.int().check(z.positive()),
  exchange_type: z._default(z.enum(POINT_EXCHANGE_TYPES), 'digico'),
  confirm: z.boolean(),
});

export const ZPointExchangeResult = z.object({
  confirmed: z.boolean(),
  id: z.nullable(ZId),
  exchange_type: z.enum(POINT_EXCHANGE_TYPES),
  amount: z.int(),
  valid_until: ZIsoDate,
  balance_after: z.int(),
  /** The gift code, answered once when confirmed; never again (only its last 4 are kept). */
  code: z.nullable(z.string()),
});

export const ZPointExchange = z.object({
  id: ZId,
  exchange_type: z.enum(POINT_EXCHANGE_TYPES),
  amount: z.int(),
  code_last4: z.string(),
  valid_until: ZIsoDate,
  created_at: z.iso.datetime({ offset: true }),
});
export const ZPointExchangesQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  per_page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), COUNTS.pointHistoryPageSize),
});
export const ZPointExchanges = z.object({ data: z.array(ZPointExchange), page: z.int(), total_pages: z.int(), total_entries: z.int() });

/** "Coupon: code, valid-until date, target plans, max stays, usage limit, max discounted nights." */
export const ZMemberCoupon = z.object({
  code: z.string(),
  hotel_id: ZId,
  percent: z.int(),
  valid_until: ZIsoDate,
  /** Plan codes (hotel_plan_code) the coupon discounts. */
  target_plans: z.array(z.string()),
  /** Stays per guest; null is no limit. */
  max_stays: z.nullable(z.int()),
  /** Stays in all; null is no limit. */
  usage_limit: z.nullable(z.int()),
  /** "A coupon discount may apply only to the first N nights"; null is every night. */
  max_discounted_nights: z.nullable(z.int()),
  /** Stays this member may still use it for (the lower of both limits); null is no limit. */
  remaining_uses: z.nullable(z.int()),
  expired: z.boolean(),
});
export type MemberCoupon = z.infer<typeof ZMemberCoupon>;

/** "Voucher: number, amount, name, status, target staying period, sale period, excluded periods, valid-through ..." */
export const ZVoucher = z.object({
  number: z.string(),
  hotel_id: ZId,
  amount: ZAmount,
  name: z.string(),
  status: z.enum(VOUCHER_STATUSES),
  ui_status: z.enum(VOUCHER_UI_STATUSES),
  staying_period: z.nullable(z.object({ from: ZIsoDate, to: ZIsoDate })),
  sale_period: z.object({ from: ZIsoDate, to: ZIsoDate }),
  excluded_periods: z.array(z.object({ from: ZIsoDate, to: ZIsoDate })),
  valid_through: ZIsoDate,
  consumed_at: z.nullable(z.iso.datetime({ offset: true })),
  reservation_number: z.nullable(z.string()),
});
export type Voucher = z.infer<typeof ZVoucher>;

/** A saved card: the provider's reference stays on the server; the member sees brand, last 4 and expiry. */
export const ZSavedCard = z.object({
  id: ZId,
  brand: z.enum(CARD_BRANDS),
  last4: z.string(),
  exp_month: z.int(),
  exp_year: z.int(),
});
export type SavedCard = z.infer<typeof ZSavedCard>;

/**
 * Paying with a saved card (ADR 269): the app asks for a reference, and the provider's frame opened with it asks the
 * security code. The app never sends the code.
 */
export const ZSavedCardCodeReferenceRequest = z.object({
  /** The stay's check-out date: the card must be valid through it. */
  valid_through: ZIsoDate,
});

/** Short-lived and good for one token: bound to the member's card and the hotel it was asked at. */
export const ZSavedCardCodeReference = z.object({ reference: z.string(), expires_at: z.string() });

export const ZLocaleQuery = z.object({ locale: z._default(z.enum(UI_LOCALES), 'ja') });
