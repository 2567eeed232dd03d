import { lookupBrandReservation } from '#domain/contracts/reservation-management.ts';
import { callApi } from '#app/api/api-client.ts';

/** The /search look-up: the brand's reservation with this number and booking email (404 reservation_search_failed). */
export function lookUpReservation(brandId: number, number: string, email: string) {
  return callApi(lookupBrandReservation, { params: { brandId, number }, query: { email } });
}
