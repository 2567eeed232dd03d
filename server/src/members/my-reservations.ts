import { OTA_PRODUCT } from '#domain/constants/booking-sources.ts';
import type { MyReservation } from '#domain/entities/member-account.ts';
import type { Database } from '../db/open-database';

export type MyReservationsQuery = {
  memberId: number;
  brandId: number;
  today: string;
  status: 'upcoming' | 'completed' | 'cancelled' | 'lottery';
  paymentType: 'all' | 'on_site' | 'agency_prepaid' | 'credit_card' | 'deferred_payment';
  channel: 'all' | 'officialWebsite' | typeof OTA_PRODUCT | 'wbf';
  page: number;
  perPage: number;
};

const OTA_METHODS = [`booking_widget_to_${OTA_PRODUCT}_ota`, `${OTA_PRODUCT}_ota`];
const OFFICIAL_METHODS = ['wordpress', 'chatbot', 'chatbot_booking_widget_off', 'chatbot_booking_widget_on', 'booking_widget'];
const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/** Each tab's rows (document 1 section 4: upcoming by default, completed, cancelled) and their order. */
const TABS = {
  upcoming: { where: "r.status <> 'cancelled' AND r.checkout_date >= @today", order: 'r.checkin_date ASC, r.id ASC' },
  completed: { where: "r.status = 'done' AND r.checkout_date < @today", order: 'r.checkin_date DESC, r.id DESC' },
  cancelled: { where: "r.status = 'cancelled'", order: 'r.checkin_date DESC, r.id DESC' },
} as const;

/** The payment-type filter: on-site payment, agency prepaid (paid to the travel agency), online card, deferred. */
const PAYMENT_FILTERS = {
  all: '1 = 1',
  on_site: "r.payment_type IN ('on_site', 'on_site_credit_card_required')",
  agency_prepaid: `r.payment_type = 'pre_paid' AND r.booking_method IN (${list(OTA_METHODS)})`,
  credit_card: `r.payment_type = 'pre_paid' AND r.booking_method NOT IN (${list(OTA_METHODS)})`,
  deferred_payment: "r.payment_type = 'deferred_payment'",
} as const;

/** The channel filter: the hotel's own site (widget, WordPress, chatbot), the travel-agency site, or WBF packages. */
const CHANNEL_FILTERS = {
  all: '1 = 1',
  officialWebsite: `r.booking_method IN (${list(OFFICIAL_METHODS)})`,
  [OTA_PRODUCT]: `r.booking_method IN (${list(OTA_METHODS)})`,
  // Stay-plus-flight (wbf) packages are not booked through this provider stand-in, so none match.
  wbf: '1 = 0',
} as const;

type Row = MyReservation;

/**
 * One page of the member's own reservations on the brand's hotels. The lottery tab answers empty until lottery
 * entries exist (the lottery issue).
 */
export function listMyReservations(db: Database, query: MyReservationsQuery): { rows: MyReservation[]; totalEntries: number } {
  if (query.status === 'lottery') return { rows: [], totalEntries: 0 };
  const tab = TABS[query.status];
  const where = `r.owner_kind = 'member' AND r.owner_member_id = @memberId AND h.brand_id = @brandId AND (${tab.where})
    AND (${PAYMENT_FILTERS[query.paymentType]}) AND (${CHANNEL_FILTERS[query.channel]})`;
  const params = { memberId: query.memberId, brandId: query.brandId, today: query.today };
  const total = db.prepare<[typeof params], { count: number }>(`SELECT COUNT(*) AS count FROM reservations r JOIN hotels h ON h.id = r.hotel_id WHERE ${where}`).get(params);
  const rows = db
    .prepare<[typeof params & { limit: number; offset: number }], Row>(
      `SELECT r.id, r.reservation_number, r.hotel_id, h.code AS hotel_code, h.name AS hotel_name, r.status, r.checkin_date, r.checkout_date, r.payment_type,
         r.booking_method, r.total_price, r.currency, r.bypass_token
       FROM reservations r JOIN hotels h ON h.id = r.hotel_id WHERE ${where} ORDER BY ${tab.order} LIMIT @limit OFFSET @offset`,
    )
    .all({ ...params, limit: query.perPage, offset: (query.page - 1) * query.perPage });
  return { rows, totalEntries: total?.count ?? 0 };
}
