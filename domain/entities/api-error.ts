import * as z from 'zod/mini';

/**
 * The error body every failing endpoint returns. details.base[0].error is the guest-readable message
 * (document 1 section 3, error object); field keys carry that field's messages.
 */
export const ZApiErrorBody = z.object({
  title: z.string(),
  status: z.int(),
  codes: z.array(z.union([z.int(), z.string()])),
  details: z.record(z.string(), z.array(z.object({ error: z.string(), code: z.optional(z.int()) }))),
  payloads: z.optional(z.record(z.string(), z.unknown())),
});
export type ApiErrorBody = z.infer<typeof ZApiErrorBody>;
