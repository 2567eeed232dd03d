import type * as z from 'zod/mini';
import { EXTRA_BAD_QUANTITY_CODE, EXTRA_INVALID_ID_CODE, EXTRA_NO_LONGER_SOLD_CODE, EXTRA_PURCHASE_LIMIT_CODE, INVALID_CODE } from '#domain/constants/error-codes.ts';
import type { getRoomsPrice } from '#domain/contracts/rooms-price.ts';
import type { CreateReservationRequest } from '#domain/entities/reservation.ts';
import { chargesCard } from '#domain/rules/booking-payment.ts';
import type { Database } from '../db/open-database';
import { ApiError, type ErrorDetail } from '../http/api-error';
import type { HotelRow } from '../hotels/hotel-row';
import { listExtras } from '../extras/list-extras';
import type { PriceBuyer } from '../pricing/member-price';
import { bookingPrice } from '../rooms/booking-price';
import type { Stay } from '../stays/stay';

type PriceAnswer = z.input<typeof getRoomsPrice.response>;

export type PricedExtra = {
  extra_id: number;
  code: string;
  name: string;
  date: string | null;
  delivery_time: string | null;
  /** The delivery slot's price with tax, part of total_price. */
  delivery_price: number;
  quantity: number;
  total_price: number;
  tax: number;
};
export type ReservationPrice = { rooms: PriceAnswer; extras: PricedExtra[]; total: number };

/**
 * Prices a reservation with the price call's own code (`bookingPrice`): one selection per room, with its
 * children's tiers or ages, the coupon and the card promotion when paying by card. Extras are added at their
 * tax-included prices. So the total a guest saw in the price call plus the extras is what the booking charges; a
 * member (`buyer`, from the session or the reservation's owner) is charged the member price (ADR 225).
 */
export function priceReservation(db: Database, hotel: HotelRow, body: CreateReservationRequest, stay: Stay, now: Date, buyer: PriceBuyer): ReservationPrice {
  const rooms = bookingPrice(
    db,
    hotel,
    {
      checkin: body.checkin,
      checkout: body.checkout,
      selections: body.rooms.map((room) => ({
        room_type_code: room.room_type_code,
        room_plan_code: room.room_plan_code,
        adults: room.adults,
        children: room.children,
        kids_tiers: room.kids_tiers ?? [],
        kids_ages: room.kids_ages,
        quantity: 1,
      })),
      is_day_use: body.is_day_use === true,
      coupon_code: body.coupon_code === '' ? undefined : body.coupon_code,
      // The card promotion rewards paying now by card, not a card kept only as an on-site guarantee.
      pay_by_card: chargesCard(body.payment.type),
      locale: body.locale,
    },
    now,
    buyer,
  );
  const extras = priceExtras(db, hotel, body, stay);
  const total = rooms.total_price + extras.reduce((sum, extra) => sum + extra.total_price, 0);
  return { rooms, extras, total };
}

function priceExtras(db: Database, hotel: HotelRow, body: CreateReservationRequest, stay: Stay): PricedExtra[] {
  const requested = body.extras ?? [];
  if (requested.length === 0) return [];
  const offered = new Map(listExtras(db, hotel.id, stay, body.locale).map((extra) => [extra.extra_id, extra]));
  const fields: Record<string, ErrorDetail[]> = {};
  const refuse = (field: string, error: string, code: number) => (fields[field] ??= []).push({ error, code });
  const wanted = new Map<string, number>();

  const priced = requested.flatMap((request, i): PricedExtra[] => {
    const field = `extras.${i}`;
    const extra = offered.get(request.extra_id);
    if (!extra) {
      refuse(`${field}.extra_id`, 'unknown_extra', EXTRA_INVALID_ID_CODE);
      return [];
    }
    if (request.quantity < extra.min_quantity || request.quantity > extra.max_quantity) {
      refuse(`${field}.quantity`, 'quantity_out_of_range', EXTRA_BAD_QUANTITY_CODE);
      return [];
    }
    let unit: { price: number; price_with_tax: number; stock: number };
    if (extra.extra_type === 'generic') {
      if (request.date !== undefined || extra.price === null || extra.price_with_tax === null) {
        refuse(`${field}.date`, 'date_not_available', EXTRA_NO_LONGER_SOLD_CODE);
        return [];
      }
      unit = { price: extra.price, price_with_tax: extra.price_with_tax, stock: extra.stock };
    } else {
      // "Dated extras are shown only if some booking-available date matches a price date."
      const dated = extra.prices.find((price) => price.date === request.date);
      if (!dated || !extra.booking_available_dates.includes(dated.date)) {
        refuse(`${field}.date`, request.date === undefined ? 'required' : 'date_not_available', EXTRA_NO_LONGER_SOLD_CODE);
        return [];
      }
      unit = dated;
    }
    // An extra with delivery slots is delivered at one of them (its price added once); others take no time.
    const slots = extra.normalized_delivery_times ?? [];
    const slot = slots.find((candidate) => candidate.delivered_at === request.delivery_time);
    if (request.delivery_time !== undefined && !slot) {
      refuse(`${field}.delivery_time`, 'delivery_time_not_offered', EXTRA_NO_LONGER_SOLD_CODE);
      return [];
    }
    if (slot && request.quantity > slot.quantity) {
      refuse(`${field}.quantity`, 'too_many_for_delivery_time', EXTRA_BAD_QUANTITY_CODE);
      return [];
    }
    const key = `${extra.extra_id}/${request.date ?? ''}`;
    wanted.set(key, (wanted.get(key) ?? 0) + request.quantity);
    if ((wanted.get(key) ?? 0) > unit.stock) {
      refuse(`${field}.quantity`, 'extra_sold_out', EXTRA_PURCHASE_LIMIT_CODE);
      return [];
    }
    return [{
      extra_id: extra.extra_id,
      code: extra.code,
      name: extra.name,
      date: request.date ?? null,
      delivery_time: request.delivery_time ?? null,
      delivery_price: slot?.priceWithTax ?? 0,
      quantity: request.quantity,
      total_price: unit.price_with_tax * request.quantity + (slot?.priceWithTax ?? 0),
      tax: (unit.price_with_tax - unit.price) * request.quantity + (slot ? slot.priceWithTax - slot.price : 0),
    }];
  });
  const issues = Object.values(fields).flat();
  if (issues.length > 0) {
    throw new ApiError(422, 'invalid', 'Some extras cannot be booked as chosen.', {
      codes: [...new Set(issues.map((issue) => issue.code ?? INVALID_CODE))],
      fields,
    });
  }
  return priced;
}

/** Takes the booked extras out of stock; `sign` -1 gives them back when a reservation is cancelled. */
export function moveExtraStock(db: Database, extras: readonly { extra_id: number; date: string | null; quantity: number }[], sign: 1 | -1): void {
  const generic = db.prepare('UPDATE extras SET stock = stock - ? WHERE id = ? AND stock IS NOT NULL');
  const dated = db.prepare('UPDATE extra_dated_prices SET stock = stock - ? WHERE extra_id = ? AND date = ?');
  for (const extra of extras) {
    if (extra.date === null) generic.run(sign * extra.quantity, extra.extra_id);
    else dated.run(sign * extra.quantity, extra.extra_id, extra.date);
  }
}
