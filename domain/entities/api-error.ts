import { z } from 'zod';

/**
 * The error body every failing endpoint returns. details.base[0].error is the guest-readable message
 * (document 1 section 3, error object); field keys carry that field's messages.
 */
export const ZApiErrorBody = z.object({
  title: z.string(),
  status: z.number().int(),
  codes: z.array(z.union([z.number().int(), z.string()])),
  details: z.record(z.string(), z.array(z.object({ error: z.string(), code: z.number().int().optional() }))),
  payloads: z.record(z.string(), z.unknown()).optional(),
});
export type ApiErrorBody = z.infer<typeof ZApiErrorBody>;
