import { queryOptions } from '@tanstack/react-query';
import type { CurrencyCode } from '#domain/constants/currencies.ts';
import type { UiLocale } from '#domain/constants/locales.ts';
import { getRoomsPrice } from '#domain/contracts/rooms-price.ts';
import { callApi } from '#app/api/api-client.ts';
import { reservationKeys } from '#app/shared/reservations/reservation-keys.ts';
import { planTerms, type BookingSelection } from '#app/shared/stay/booking-selection.ts';

/**
 * The price of the rooms chosen, as /confirm-reservation shows it before guest detail (document 2,
 * `GET /hotels/{id}/rooms/price`): paid at the hotel and without a coupon, the price guest detail starts from. The
 * query is the one guest detail asks first, so its answer is already there when the guest goes on.
 */
export function stayPriceQueryOptions(hotelId: number, selection: BookingSelection, locale: UiLocale, mcpCurrency?: CurrencyCode) {
  const query = {
    checkin: selection.checkin,
    ...(selection.isDayUse ? { is_day_use: 'true' as const } : { checkout: selection.checkout }),
    selections: JSON.stringify(selection.rooms),
    pay_by_card: 'false' as const,
    ...planTerms(selection),
    // The payment page's currency toggle asks the server's rate for the currency shown (ADR 260).
    ...(mcpCurrency ? { mcp_currency: mcpCurrency } : {}),
    locale,
  };
  return queryOptions({
    queryKey: reservationKeys.price(hotelId, query),
    queryFn: ({ signal }) => callApi(getRoomsPrice, { params: { hotelId }, query, signal }),
  });
}
