import * as z from 'zod/mini';
import type { Reservation } from '#domain/entities/reservation.ts';
import { todayIn } from '#domain/rules/nights.ts';
import { changeFormIssues, type ChangeFormValues } from './change-request';

/**
 * The change form's schema: changeFormIssues on the hotel's today when the guest asks for the new price, each
 * message (a key of manage's validation) at its field path (`checkin`, `rooms.0.adults`, `extras.1.quantity`).
 */
export function changeFormSchema(reservation: Reservation) {
  return z.custom<ChangeFormValues>().check(
    z.superRefine((values, ctx) => {
      const today = todayIn(reservation.hotel.time_zone ?? 'Asia/Tokyo');
      for (const [path, message] of Object.entries(changeFormIssues(reservation, values, today))) {
        if (!message) continue;
        const segments = path.split('.').map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
        ctx.addIssue({ code: 'custom', message, path: segments, input: values });
      }
    }),
  );
}
