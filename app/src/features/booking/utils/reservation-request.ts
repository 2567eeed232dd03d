import type { UiLocale } from '../../../../../domain/constants/locales';
import type { CreateReservationRequest, PaymentRequest } from '../../../../../domain/entities/reservation';
import type { BookingPaymentType } from '../../../../../domain/rules/booking-payment';
import { bookedCheckout, type BookingSelection } from './booking-selection';

type ReservationRequestInput = {
  selection: BookingSelection;
  booker: CreateReservationRequest['booker'];
  locale: UiLocale;
  payment: PaymentRequest;
  /** The price call's total the guest was shown and accepted; the server refuses the booking if its price differs. */
  expectedTotal: number;
  /** The room's staying guest when not the booker, and its men and women counts when given. */
  room?: { guest?: { first_name: string; last_name: string }; genders?: { men_count: number; women_count: number } };
  /** The coupon the price was asked with. */
  couponCode?: string;
};

/** One room, paid the way the guest chose (a card only as its token), the terms accepted. */
export function reservationRequest({
  selection,
  booker,
  locale,
  payment,
  expectedTotal,
  room,
  couponCode,
}: ReservationRequestInput): CreateReservationRequest {
  return {
    checkin: selection.checkin,
    checkout: bookedCheckout(selection),
    ...(selection.isDayUse ? { is_day_use: true } : {}),
    locale,
    booking_source: 'booking_widget',
    booker,
    rooms: [
      {
        room_type_code: selection.roomTypeCode,
        room_plan_code: selection.roomPlanCode,
        adults: selection.adults,
        children: 0,
        // Without a guest of its own the room takes the booker (the server's rule).
        ...(room?.guest ? { guest: room.guest } : {}),
        ...room?.genders,
      },
    ],
    payment,
    ...(couponCode ? { coupon_code: couponCode } : {}),
    terms_accepted: true,
    expected_total_price: expectedTotal,
  };
}

/**
 * What makes two requests the same booking attempt: everything but the card token, which is new for every
 * submit. A repeated submit of the same booking (double click, retry after a lost answer) reuses the attempt's
 * idempotency key, so the server answers with the reservation it already made.
 */
export function attemptFingerprint(request: CreateReservationRequest): string {
  const { card_token: _token, ...payment } = { card_token: undefined, ...request.payment };
  return JSON.stringify({ ...request, payment });
}

/**
 * The payment part of the request: ways that take a card carry its token (never the card) and the address the
 * 3-D Secure check returns to; null when a card way has no token yet.
 */
export function paymentRequest(type: BookingPaymentType, card?: { token: string; returnUrl: string }): PaymentRequest | null {
  switch (type) {
    case 'on_site':
    case 'deferred_payment':
      return { type };
    case 'card':
    case 'card_deposit':
    case 'on_site_credit_card_required':
      return card ? { type, card_token: card.token, return_url: card.returnUrl } : null;
  }
}
