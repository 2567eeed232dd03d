import type { CreateReservationRequest } from '#domain/entities/reservation.ts';
import type { BookingPaymentType } from '#domain/rules/booking-payment.ts';

/** The booker as the reservation request names them: name, email, phone, and kana and address when asked. */
export type BookerRequest = CreateReservationRequest['booker'];

/**
 * What the guest chose to pay with: the token of the card fields' frame (the app never holds the card), a new card's
 * or a member's saved card's, whose code the frame asked (ADR 269); a member may save the new card (ADR 221, 224).
 */
export type PaymentChoice = {
  type: BookingPaymentType;
  saveCard?: boolean;
  /** A token the hotel's provider's hosted fields already minted (ADR 237): the app never saw the card. */
  providerToken?: string;
  /** The card is paid on the payment hub's own page after booking (ADR 248); none is collected here. */
  paymentHub?: true;
};
