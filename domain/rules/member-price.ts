import type { BookingPrice } from '../entities/booking-price';

type RoomPrice = BookingPrice['rooms'][number];

/**
 * The side of a room's price that is charged (ADR 225): a signed-in member pays the member price (sign_in_discount),
 * anybody else the guest price. The server decides which by the session; this only reads its answer.
 */
export function chargedRoomPrice(price: Pick<BookingPrice, 'member_price'>, line: RoomPrice): RoomPrice['sign_in_discount'] {
  return price.member_price === true ? line.sign_in_discount : line.non_sign_in_discount;
}
