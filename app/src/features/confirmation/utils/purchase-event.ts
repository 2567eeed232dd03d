import type { Ga4EventPayload } from '#bridge/host-methods.ts';
import type { Reservation } from '#domain/entities/reservation.ts';

/**
 * The GA4 ecommerce `purchase` event of a completed booking, for the host's analytics: transaction data only
 * (number, amounts, currency, what was booked). No name, email, phone or card detail ever goes into it.
 */
export function purchaseEvent(reservation: Reservation): Ga4EventPayload {
  return {
    name: 'purchase',
    params: {
      transaction_id: reservation.reservation_number,
      value: reservation.total_price,
      currency: reservation.currency,
      tax: reservation.tax,
      coupon: reservation.coupon_code ?? null,
      payment_type: reservation.payment.method ?? reservation.payment.type,
      hotel_id: reservation.hotel.id,
      checkin_date: reservation.checkin_date,
      checkout_date: reservation.checkout_date,
      items: reservation.rooms.map((room) => ({
        item_id: room.room_plan_code,
        item_name: room.room_plan_name,
        item_category: room.room_type_code,
        item_variant: room.room_type_name,
        price: room.total_price,
        quantity: 1,
      })),
    },
  };
}

/** Each booking's purchase is reported once per app document, however often its confirmation renders. */
const reported = new Set<string>();

export function reportPurchase(reservation: Reservation, report: (payload: Ga4EventPayload) => void): void {
  if (reported.has(reservation.reservation_number)) return;
  reported.add(reservation.reservation_number);
  report(purchaseEvent(reservation));
}
