import * as z from 'zod/mini';
import { ZBooker } from '#domain/entities/reservation.ts';
import type { BookingPaymentType } from '#domain/rules/booking-payment.ts';
import type { BookerExtraValues } from './booker-extras';
import type { RoomDraftValues } from './room-guests';
import type { AnswerValues } from '#app/shared/answers/question-answers.ts';
import type { ExtraChoice } from './extra-choices';

/**
 * The guest detail form: the domain's booker rules plus the email confirmation, which must match
 * (document 1 section 5). Messages are keys of the common catalog's validation section.
 */
export const ZBookerForm = z
  .extend(ZBooker, {
    email_confirmation: z.string().check(z.trim(), z.minLength(1, 'required')),
    /** Ticked to accept a changed price before booking again (document 1 section 4). */
    price_confirmed: z.boolean(),
  })
  .check(
    z.refine((form) => form.email === form.email_confirmation, {
      message: 'email_mismatch',
      path: ['email_confirmation'],
    }),
  );

export type BookerFormInput = z.input<typeof ZBookerForm>;

/** What the guest typed, as kept between visits of the page (the price confirmation and the card are never kept). */
export type BookerDraftValues = Partial<Omit<BookerFormInput, 'price_confirmed'>> & {
  payment_type?: BookingPaymentType;
  /** The coupon the guest applied (kept by the page, not the form). */
  coupon_code?: string;
  /** Per booked room: who stays and the men and women counts. */
  rooms?: RoomDraftValues[];
  first_name_kana?: string;
  last_name_kana?: string;
  address?: Partial<BookerExtraValues['address']>;
  answers?: AnswerValues;
  attachment_draft_id?: string;
  /** The extras chosen (kept by the page, not the form). */
  extras?: ExtraChoice[];
};

export const EMPTY_BOOKER_FORM: BookerFormInput = {
  first_name: '',
  last_name: '',
  email: '',
  email_confirmation: '',
  phone: '',
  price_confirmed: false,
};
