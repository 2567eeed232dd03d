import * as z from 'zod/mini';
import { ZEmail } from '#domain/entities/reservation.ts';

/** Reservation numbers as the server issues them; guests often type them in lower case or with spaces around. */
const ZReservationNumber = z.pipe(
  z.string().check(z.trim(), z.toUpperCase(), z.minLength(1, 'required')),
  z.string().check(z.regex(/^[A-Z0-9-]{6,32}$/, 'invalid_reservation_number')),
);

export const ZLookupForm = z.object({ number: ZReservationNumber, email: ZEmail });
export type LookupFormInput = z.input<typeof ZLookupForm>;
export type LookupForm = z.output<typeof ZLookupForm>;
