import type { CreateReservationRequest } from '#domain/entities/reservation.ts';
import type { BookingPaymentType } from '#domain/rules/booking-payment.ts';
import type { CardFields } from '#app/shared/payment/card-fields.ts';

/** The booker as the reservation request names them: name, email, phone, and kana and address when asked. */
export type BookerRequest = CreateReservationRequest['booker'];

/**
 * What the guest chose to pay with; the card's fields only when the way takes a card. A member may instead pay with
 * a saved card (its id and the security code asked again), or save the new card (ADR 221, 224).
 */
export type PaymentChoice = {
  type: BookingPaymentType;
  card?: CardFields;
  savedCard?: { id: number; securityCode: string };
  saveCard?: boolean;
  /** A token the hotel's provider's hosted fields already minted (ADR 237): the app never saw the card. */
  providerToken?: string;
  /** The card is paid on the payment hub's own page after booking (ADR 248); none is collected here. */
  paymentHub?: true;
};
