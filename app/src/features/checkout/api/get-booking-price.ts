import { queryOptions } from '@tanstack/react-query';
import type { CurrencyCode } from '#domain/constants/currencies.ts';
import type { UiLocale } from '#domain/constants/locales.ts';
import { getRoomsPrice } from '#domain/contracts/rooms-price.ts';
import { callApi } from '#app/api/api-client.ts';
import { planTerms, type BookingSelection } from '#app/shared/stay/booking-selection.ts';
import { reservationKeys } from '#app/shared/reservations/reservation-keys.ts';

/**
 * The selected booking price (document 2, `GET /hotels/{id}/rooms/price`): the breakdown guest detail shows and
 * the total the reservation is booked with. The server prices a booking with the same code, so only this total
 * (never the search's pre-discount price) books without a price change. Paying by card can earn a promotion, so
 * the chosen way to pay is part of the question, and so is the one coupon applied. A day use is priced for its
 * check-in day alone (is_day_use, no checkout). Every room is priced in the one call.
 */
export type PriceChoices = {
  payByCard: boolean;
  couponCode?: string;
  /** The currency the guest chose, when not the hotel's: the answer adds the total in it (mcp_ fields). */
  mcpCurrency?: CurrencyCode | undefined;
  /** A signed-in member's points to spend and voucher (ADR 220): both come off the total the booking expects. */
  spendPoints?: number;
  voucherCode?: string;
};

/** What the page first asks the price with: no way to pay chosen yet, no points or voucher, the draft's coupon. */
export function firstPriceChoices(draft: { coupon_code?: string | undefined }, mcpCurrency: CurrencyCode | undefined): PriceChoices {
  return { payByCard: false, couponCode: draft.coupon_code || undefined, mcpCurrency };
}

export function bookingPriceQueryOptions(hotelId: number, selection: BookingSelection, { payByCard, couponCode, mcpCurrency, spendPoints, voucherCode }: PriceChoices, locale: UiLocale) {
  const query = {
    checkin: selection.checkin,
    ...(selection.isDayUse ? { is_day_use: 'true' as const } : { checkout: selection.checkout }),
    // One selection per room (quantity 1), as the reservation prices them: each room gets its own line.
    selections: JSON.stringify(selection.rooms),
    pay_by_card: payByCard ? ('true' as const) : ('false' as const),
    ...(couponCode ? { coupon_code: couponCode } : {}),
    ...(spendPoints ? { spending_point_value: spendPoints } : {}),
    ...(voucherCode ? { voucher_coupon_code: voucherCode } : {}),
    ...planTerms(selection),
    ...(mcpCurrency ? { mcp_currency: mcpCurrency } : {}),
    locale,
  };
  return queryOptions({
    queryKey: reservationKeys.price(hotelId, query),
    queryFn: ({ signal }) => callApi(getRoomsPrice, { params: { hotelId }, query, signal }),
  });
}
