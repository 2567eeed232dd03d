import { RESERVATION_CHANNEL_FILTERS } from '#domain/constants/booking-sources.ts';
import { RESERVATION_PAYMENT_FILTERS } from '#domain/entities/member-account.ts';

// My account's reservations (document 1 section 2): a tab, two filters and a page, all kept in the address so a
// reload, the back button or a shared link shows the same list. Anything unknown in the address falls back to the
// default rather than failing.

/** The tabs shown (document 1 section 2); lottery lists the member's lottery entries (issue 21, ADR 229). */
export const RESERVATION_TAB_KEYS = ['upcoming', 'completed', 'cancelled', 'lottery'] as const;
export type ReservationTab = (typeof RESERVATION_TAB_KEYS)[number];
export type PaymentFilter = (typeof RESERVATION_PAYMENT_FILTERS)[number];
export type ChannelFilter = (typeof RESERVATION_CHANNEL_FILTERS)[number];

export type ReservationListState = { tab: ReservationTab; payment: PaymentFilter; channel: ChannelFilter; page: number };

export const DEFAULT_LIST_STATE: ReservationListState = { tab: 'upcoming', payment: 'all', channel: 'all', page: 1 };

/** The address's query keys for the list state. */
const KEYS = { tab: 'tab', payment: 'payment_type', channel: 'channel', page: 'page' } as const;

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.find((candidate) => candidate === value) ?? fallback;
}

export function readListState(query: URLSearchParams): ReservationListState {
  const page = Number(query.get(KEYS.page));
  return {
    tab: oneOf(RESERVATION_TAB_KEYS, query.get(KEYS.tab), DEFAULT_LIST_STATE.tab),
    payment: oneOf(RESERVATION_PAYMENT_FILTERS, query.get(KEYS.payment), DEFAULT_LIST_STATE.payment),
    channel: oneOf(RESERVATION_CHANNEL_FILTERS, query.get(KEYS.channel), DEFAULT_LIST_STATE.channel),
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_LIST_STATE.page,
  };
}

/**
 * The address's query for a change of the list state, keeping every other key (hotel code, locale). A new tab or
 * filter starts again at page 1; defaults are left out so the plain address is the default list.
 */
export function writeListState(query: URLSearchParams, change: Partial<ReservationListState>): URLSearchParams {
  const current = readListState(query);
  const next: ReservationListState = { ...current, ...change };
  if (change.page === undefined && (change.tab !== undefined || change.payment !== undefined || change.channel !== undefined)) next.page = 1;
  const written = new URLSearchParams(query);
  for (const key of ['tab', 'payment', 'channel', 'page'] as const) {
    const value = String(next[key]);
    if (value === String(DEFAULT_LIST_STATE[key])) written.delete(KEYS[key]);
    else written.set(KEYS[key], value);
  }
  return written;
}
