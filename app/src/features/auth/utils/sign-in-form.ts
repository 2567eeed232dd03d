import * as z from 'zod/mini';

// The sign-in forms' rules: one login field (an email for members, an account id for organisations) and a
// password. Messages are keys of the common catalog's validation section.

const ZPassword = z.string().check(z.minLength(1, 'required'), z.maxLength(255, 'too_long'));

export const ZMemberSignInForm = z.object({
  login: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(255, 'too_long'), z.email('invalid_email')),
  password: ZPassword,
});

export const ZOrganizationSignInForm = z.object({
  login: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(255, 'too_long')),
  password: ZPassword,
});

export type CredentialsValues = { login: string; password: string };

/** Server titles the forms word at the password field; anything else is shown above the form. */
export const FIELD_REFUSALS = ['sign_in_failed'] as const;
