import * as z from 'zod/mini';
import { ZEmail } from '#domain/entities/reservation.ts';
import { ApiError } from '#app/api/api-error.ts';

export const emailStepSchema = z.object({ email: ZEmail });
export type EmailStepValues = z.infer<typeof emailStepSchema>;

/** Half-width digits, as mailed; spaces a guest copies along are dropped. */
export const codeStepSchema = z.object({
  code: z.pipe(
    z.string().check(z.overwrite((value) => value.replace(/\s+/g, ''))),
    z.string().check(z.minLength(1, 'required'), z.regex(/^[0-9]{6}$/, 'codeFormat')),
  ),
});
export type CodeStepValues = z.infer<typeof codeStepSchema>;

/** How the server refused a code (ADR 242): the wording of the code field, or null for any other failure. */
export function codeRefusal(error: unknown): 'wrongCode' | 'codeExpired' | null {
  if (!(error instanceof ApiError)) return null;
  const reason = error.errors.code?.[0]?.error;
  if (reason === 'wrong_code') return 'wrongCode';
  if (reason === 'code_expired') return 'codeExpired';
  return null;
}
