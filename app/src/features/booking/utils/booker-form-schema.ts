import * as z from 'zod/mini';
import { ZBooker } from '../../../../../domain/entities/reservation';

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
export type BookerFormOutput = z.output<typeof ZBookerForm>;

/** What the guest typed, as kept between visits of the page (the price confirmation is never kept). */
export type BookerDraftValues = Partial<Omit<BookerFormInput, 'price_confirmed'>>;

export const EMPTY_BOOKER_FORM: BookerFormInput = {
  first_name: '',
  last_name: '',
  email: '',
  email_confirmation: '',
  phone: '',
  price_confirmed: false,
};
