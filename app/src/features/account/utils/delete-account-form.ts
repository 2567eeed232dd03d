import * as z from 'zod/mini';
import { DELETION_REASONS } from '#domain/entities/member-account.ts';
import { COUNTS } from '#domain/constants/limits.ts';

// "Account deletion needs a reason (unused, high rates, unattractive benefits, other with free text) and cannot be
// undone" (document 1 section 5). A password member confirms with the password; a provider's member has none.

export type DeletionReason = (typeof DELETION_REASONS)[number];

export function deleteAccountSchema(needsPassword: boolean) {
  return z
    .object({
      reason: z.union([z.enum(DELETION_REASONS), z.literal('')]).check(z.refine((value) => value !== '', 'choose_reason')),
      details: z.string().check(z.trim(), z.maxLength(COUNTS.maxTextLength, 'too_long')),
      current_password: z.string().check(z.maxLength(255, 'too_long'), z.refine((value) => !needsPassword || value.length > 0, 'required')),
    })
    .check(z.refine((values) => values.reason !== 'other' || values.details.length > 0, { message: 'required', path: ['details'] }));
}
export type DeleteAccountValues = { reason: DeletionReason | ''; details: string; current_password: string };

/** The request body: details only for "other", the password only for a password member. */
export function deletionRequest(values: DeleteAccountValues, needsPassword: boolean): { reason: DeletionReason; details?: string; current_password?: string } {
  if (values.reason === '') throw new Error('a deletion without a reason passed the form');
  return {
    reason: values.reason,
    ...(values.reason === 'other' ? { details: values.details.trim() } : {}),
    ...(needsPassword ? { current_password: values.current_password } : {}),
  };
}
