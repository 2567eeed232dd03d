import * as z from 'zod/mini';
import { LINK_EXPIRED_CODE, PASSWORD_ALREADY_USED_CODE, PASSWORD_STRENGTH_CODE, TOKEN_NOT_FOUND_CODE, TOKEN_SPENT_CODE } from '#domain/constants/error-codes.ts';
import { isStrongPassword } from '#domain/rules/sign-up.ts';

// The new-password rules (document 1 section 5): 8 or more characters with upper case, lower case and a digit,
// typed twice alike. The server checks them again and also refuses a password used before (1302), which only it
// can know. Messages are keys: the account catalog words those under validation, the common catalog the rest.

const newPassword = z
  .string()
  .check(z.minLength(1, 'required'), z.maxLength(255, 'too_long'), z.refine((value) => value === '' || isStrongPassword(value), 'weak_password'));

const matches = z.refine<{ password: string; password_confirmation: string }>((values) => values.password_confirmation === '' || values.password === values.password_confirmation, {
  message: 'password_mismatch',
  path: ['password_confirmation'],
});

export const resetPasswordSchema = z
  .object({ password: newPassword, password_confirmation: z.string().check(z.minLength(1, 'required')) })
  .check(matches);
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    current_password: z.string().check(z.minLength(1, 'required'), z.maxLength(255, 'too_long')),
    password: newPassword,
    password_confirmation: z.string().check(z.minLength(1, 'required')),
  })
  .check(matches);
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

/** Where a refused new password is worded: at the password field (weak, used before) or for the whole link. */
export type PasswordRefusal =
  | { at: 'password'; message: 'weak_password' | 'password_already_used' }
  | { at: 'current_password'; message: 'incorrect_password' }
  | { at: 'link'; message: 'link_expired' | 'link_spent' | 'link_invalid' };

/** Reads the server's refusal of a new password by its document 2 section 8.1 code (or field error). */
export function passwordRefusal(codes: readonly (number | string)[], fields: Record<string, readonly { error: string }[]>): PasswordRefusal | null {
  if (codes.includes(PASSWORD_STRENGTH_CODE)) return { at: 'password', message: 'weak_password' };
  if (codes.includes(PASSWORD_ALREADY_USED_CODE)) return { at: 'password', message: 'password_already_used' };
  if (codes.includes(LINK_EXPIRED_CODE)) return { at: 'link', message: 'link_expired' };
  if (codes.includes(TOKEN_SPENT_CODE)) return { at: 'link', message: 'link_spent' };
  if (codes.includes(TOKEN_NOT_FOUND_CODE)) return { at: 'link', message: 'link_invalid' };
  if (fields.current_password?.some((issue) => issue.error === 'incorrect_password')) return { at: 'current_password', message: 'incorrect_password' };
  return null;
}
