import type { CreateReservationRequest } from '#domain/entities/reservation.ts';
import type { Database } from '../db/open-database';
import type { HotelRow } from '../hotels/hotel-row';
import { memberDeductions, type MemberDeductions } from '../loyalty/member-deductions';
import { packageFlights, type PackageFlights } from '../ota/stay-flights';
import { priceBuyerFor } from '../pricing/member-price';
import { invalidRequest } from '../http/api-error';
import { checkDayUse, searchStay } from '../rooms/search-setup';
import type { Stay } from '../stays/stay';
import { priceReservation, type ReservationPrice } from './reservation-price';

export type BookingTotal = {
  /** The rooms and extras as priced, with `total` what the booking charges (deposit aside). */
  price: ReservationPrice;
  deductions: MemberDeductions;
  flights: PackageFlights | null;
};

/**
 * What a booking costs, the one pricing path of the booking and of a PayPal order made for it (ADR 256): the rooms
 * and extras at the buyer's price (the member price re-derived from the member and their rank now, ADR 225), less
 * a member's voucher and points (ADR 220), plus a stay plus flight's fares (ADR 253).
 */
export function bookingTotal(
  db: Database,
  input: { hotel: HotelRow; body: CreateReservationRequest; stay: Stay; memberId: number | null; today: string; now: Date },
): BookingTotal {
  const { hotel, body, stay, memberId, today, now } = input;
  const priced = priceReservation(db, hotel, body, stay, now, priceBuyerFor(db, memberId, today));
  const deductions = memberDeductions(db, {
    hotelId: hotel.id,
    memberId,
    price: priced.rooms.total_price,
    spend: body.spending_point_value,
    voucherCode: body.voucher_coupon_code,
    checkin: priced.rooms.checkin,
    checkout: priced.rooms.checkout,
    today,
    now,
  });
  const flights = packageFlights(hotel.code, body, today);
  const total = priced.total - (priced.rooms.total_price - deductions.total) + (flights?.total ?? 0);
  return { price: { ...priced, total }, deductions, flights };
}

/**
 * The days whose stock and rates the booking takes. A day use is the check-in day alone, as the price call
 * prices it (checkout = checkin there), so the request's checkout must be that same day.
 */
export function reservedStay(hotel: HotelRow, body: CreateReservationRequest, now: Date): Stay {
  const dayUse = body.is_day_use === true;
  checkDayUse(hotel, dayUse);
  if (dayUse && body.checkout !== body.checkin) {
    throw invalidRequest('A day use ends on its check-in day.', { checkout: [{ error: 'day use checkout must be the checkin day' }] });
  }
  return searchStay(hotel, body.checkin, body.checkout, dayUse, now);
}
