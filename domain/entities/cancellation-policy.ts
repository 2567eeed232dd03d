import * as z from 'zod/mini';

export const ZCancellationPolicyPart = z.object({
  /** The part applies from this many days before check-in... */
  days_before: z.int().check(z.nonnegative()),
  /** ...plus this many hours after cancel_before_at on that day. */
  hours_after: z.int().check(z.nonnegative()),
  percentage_of_cost: z.int().check(z.minimum(0), z.maximum(100)),
});

export const ZCancellationPolicy = z.object({
  id: z.int(),
  name: z.string(),
  /** Hotel-local time of day (HH:MM) each part's deadline falls on. */
  cancel_before_at: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
  no_show_percentage_of_cost: z.int().check(z.minimum(0), z.maximum(100)),
  cancellation_policy_parts: z.array(ZCancellationPolicyPart),
});
export type CancellationPolicy = z.infer<typeof ZCancellationPolicy>;

/** A policy with the asked room plans it governs. */
export const ZPlanCancellationPolicy = z.extend(ZCancellationPolicy, { room_plan_codes: z.array(z.string()) });
