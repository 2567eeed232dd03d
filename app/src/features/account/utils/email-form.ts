import * as z from 'zod/mini';

/** The login e-mail change: the new address and the current password (which proves it is the member). */
export const emailChangeSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(255, 'too_long'), z.email('invalid_email')),
  current_password: z.string().check(z.minLength(1, 'required'), z.maxLength(255, 'too_long')),
});
export type EmailChangeValues = z.infer<typeof emailChangeSchema>;

/** Forgot password and resend confirmation: one address. */
export const emailOnlySchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(255, 'too_long'), z.email('invalid_email')),
});
export type EmailOnlyValues = z.infer<typeof emailOnlySchema>;

/** The server's field refusals of an e-mail change the account catalog words. */
export const EMAIL_CHANGE_REFUSALS = ['email_taken', 'same_email', 'incorrect_password'] as const;
