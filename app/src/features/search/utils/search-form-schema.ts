import * as z from 'zod/mini';
import type { IsoDate } from '../../../../../domain/entities/common';

// Messages are keys of the common catalog's validation section.
const ZDateField = z.pipe(z.string().check(z.minLength(1, 'required')), z.iso.date('invalid_date'));

/** The change-search form. Adults come from a select whose options are the allowed counts. */
export function searchFormSchema(hotelToday: IsoDate) {
  return z
    .object({
      checkin: ZDateField,
      checkout: ZDateField,
      adults: z.pipe(z.string().check(z.regex(/^\d+$/, 'required')), z.transform(Number)),
    })
    .check(
      z.refine((form) => form.checkin >= hotelToday, { message: 'checkin_in_past', path: ['checkin'] }),
      z.refine((form) => form.checkout > form.checkin, { message: 'checkout_after_checkin', path: ['checkout'] }),
    );
}

export type SearchFormInput = z.input<ReturnType<typeof searchFormSchema>>;
export type SearchFormOutput = z.output<ReturnType<typeof searchFormSchema>>;
