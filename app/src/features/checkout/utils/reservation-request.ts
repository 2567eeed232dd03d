import type { UiLocale } from '#domain/constants/locales.ts';
import type { CurrencyCode } from '#domain/constants/currencies.ts';
import type { CreateReservationRequest, PaymentRequest, QuestionAnswer } from '#domain/entities/reservation.ts';
import type { BookingPaymentType } from '#domain/rules/booking-payment.ts';
import type { BookingSource } from '#domain/rules/booking-source.ts';
import type { Attribution } from '#domain/entities/attribution.ts';
import { bookedCheckout, planTerms, type BookingSelection } from '#app/shared/stay/booking-selection.ts';
import type { RoomDetails } from '#app/shared/booking-draft/room-guests.ts';

type ReservationRequestInput = {
  selection: BookingSelection;
  booker: CreateReservationRequest['booker'];
  locale: UiLocale;
  payment: PaymentRequest;
  /** The price call's total the guest was shown and accepted; the server refuses the booking if its price differs. */
  expectedTotal: number;
  /** Per room, in room order: its staying guest when not the booker, and its men and women counts when given. */
  rooms?: readonly RoomDetails[];
  /** The coupon the price was asked with. */
  couponCode?: string;
  /** A member's points and voucher the price was asked with (ADR 220). */
  spendPoints?: number;
  voucherCode?: string;
  /** The additional questions' answers and the chosen extras, when there are any. */
  answers?: QuestionAnswer[];
  extras?: NonNullable<CreateReservationRequest['extras']>;
  /** The currency the guest pays in when it is not the hotel's (card only, temporary foreign-currency mode). */
  paymentCurrency?: CurrencyCode | undefined;
  /** The channel the app was opened through, and the landing's marketing fields (ADR 233). */
  bookingSource?: BookingSource;
  attribution?: Attribution | undefined;
  /** A travel-agency booking's verified booker e-mail (ADR 242). */
  emailVerificationToken?: string | undefined;
  /** Stay plus flight (ADR 261): the package's flights, booked with the rooms in one transaction. */
  flights?: CreateReservationRequest['flights'];
};

/** Every chosen room in one reservation, paid one way for all (a card only as its token), the terms accepted. */
export function reservationRequest({
  selection,
  booker,
  locale,
  payment,
  expectedTotal,
  rooms,
  couponCode,
  spendPoints,
  voucherCode,
  answers,
  extras,
  paymentCurrency,
  bookingSource = 'booking_widget',
  attribution,
  emailVerificationToken,
  flights,
}: ReservationRequestInput): CreateReservationRequest {
  return {
    checkin: selection.checkin,
    checkout: bookedCheckout(selection),
    ...(selection.isDayUse ? { is_day_use: true } : {}),
    locale,
    booking_source: bookingSource,
    ...(attribution ? { attribution } : {}),
    ...(emailVerificationToken ? { email_verification_token: emailVerificationToken } : {}),
    booker,
    rooms: selection.rooms.map((booked, i) => {
      const details = rooms?.[i];
      return {
        room_type_code: booked.room_type_code,
        room_plan_code: booked.room_plan_code,
        adults: booked.adults,
        children: booked.children,
        ...(booked.kids_tiers.length > 0 ? { kids_tiers: booked.kids_tiers } : {}),
        ...(booked.kids_ages ? { kids_ages: booked.kids_ages } : {}),
        ...(booked.shared_bed_children ? { shared_bed_children: booked.shared_bed_children } : {}),
        // Without a guest of its own a room takes the first room's guest, or the booker (the server's rule).
        ...(details?.guest ? { guest: details.guest } : {}),
        ...details?.genders,
      };
    }),
    payment,
    ...(paymentCurrency ? { payment_currency: paymentCurrency } : {}),
    ...(answers && answers.length > 0 ? { answers } : {}),
    ...(extras && extras.length > 0 ? { extras } : {}),
    ...(couponCode ? { coupon_code: couponCode } : {}),
    ...(spendPoints ? { spending_point_value: spendPoints } : {}),
    ...(voucherCode ? { voucher_coupon_code: voucherCode } : {}),
    ...planTerms(selection),
    ...(flights ? { flights } : {}),
    terms_accepted: true,
    expected_total_price: expectedTotal,
  };
}

/**
 * The payment part of the request: ways that take a card carry its token (never the card) and the address the
 * 3-D Secure check returns to; null when a card way has no token yet.
 */
export function paymentRequest(
  type: BookingPaymentType,
  card?: { token: string; returnUrl: string; save?: boolean } | { paymentHub: true; returnUrl: string } | { amazonPay: true; returnUrl: string },
): PaymentRequest | null {
  switch (type) {
    case 'on_site':
    case 'deferred_payment':
    case 'bank_transfer':
      return { type };
    case 'card':
    case 'card_deposit':
    case 'on_site_credit_card_required': {
      if (!card || 'amazonPay' in card) return null;
      // Paid on the payment hub's own page (ADR 248): the hub sends the guest back to returnUrl.
      if ('paymentHub' in card) return { type, payment_hub: true, return_url: card.returnUrl };
      const token = { card_token: card.token, return_url: card.returnUrl, ...(card.save ? { save_card: true } : {}) };
      // One literal type at a time: the request's card ways are each a union of a token and a hub payment.
      if (type === 'card') return { type, ...token };
      if (type === 'card_deposit') return { type, ...token };
      return { type, ...token };
    }
    case 'card_international':
    case 'card_krw_domestic':
    case 'card_twd':
      // The card methods take a token only (ADR 250); the payment hub pays plain card ways.
      return card && 'token' in card ? { type, card_token: card.token, return_url: card.returnUrl, ...(card.save ? { save_card: true } : {}) } : null;
    case 'amazon_pay':
      // Paid on Amazon's hosted page after booking (ADR 258): Amazon sends the guest back to returnUrl.
      return card && 'amazonPay' in card ? { type, return_url: card.returnUrl } : null;
  }
}
