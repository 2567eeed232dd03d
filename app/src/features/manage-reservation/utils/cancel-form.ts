import * as z from 'zod/mini';
import { CANCELLATION_REASONS } from '#domain/entities/reservation-management.ts';

/** The guest's own words for "other" fit the server's answer limit. */
export const CANCEL_DETAILS_MAX = 255;

/**
 * The cancel form: a reason is chosen, and "other" needs the guest's own words. Messages are keys of manage's
 * validation.
 */
export const ZCancelForm = z
  .object({
    reason: z.enum(CANCELLATION_REASONS, { error: 'reason_required' }),
    details: z.string().check(z.trim(), z.maxLength(CANCEL_DETAILS_MAX, 'too_long')),
  })
  .check(z.refine((form) => form.reason !== 'other' || form.details !== '', { message: 'details_required', path: ['details'] }));

export type CancelFormInput = z.input<typeof ZCancelForm>;
export type CancelForm = z.output<typeof ZCancelForm>;
