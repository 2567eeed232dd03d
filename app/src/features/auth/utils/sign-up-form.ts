import * as z from 'zod/mini';
import type { UiLocale } from '#domain/constants/locales.ts';
import { nameFitsLocale } from '#domain/rules/name-scripts.ts';
import { isStrongPassword } from '#domain/rules/sign-up.ts';

// The sign-up form's rules (document 1 section 5): a valid email, a password of 8 or more characters with upper
// case, lower case and a digit, typed twice alike, names in romanised letters or the locale's script, the terms
// accepted. Messages are keys: the common catalog words the general ones, the auth catalog the sign-up ones.

export type SignUpValues = {
  email: string;
  password: string;
  password_confirmation: string;
  last_name: string;
  first_name: string;
  terms_accepted: boolean;
};

/** Keys the auth catalog words under signUp.validation; any other key is the common catalog's. */
export const SIGN_UP_MESSAGES = ['weak_password', 'password_mismatch', 'accept_terms'] as const;
export type SignUpMessage = (typeof SIGN_UP_MESSAGES)[number];

export function isSignUpMessage(key: string): key is SignUpMessage {
  return (SIGN_UP_MESSAGES as readonly string[]).includes(key);
}

function name(locale: UiLocale) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'required'),
      z.maxLength(255, 'too_long'),
      // An empty name is only 'required'.
      z.refine((value) => value === '' || nameFitsLocale(value, locale), 'unsupported_characters'),
    );
}

/** The form's schema for the page's language (names are checked against its script). */
export function signUpFormSchema(locale: UiLocale) {
  return z
    .object({
      email: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(255, 'too_long'), z.email('invalid_email')),
      password: z
        .string()
        .check(z.minLength(1, 'required'), z.maxLength(255, 'too_long'), z.refine((value) => value === '' || isStrongPassword(value), 'weak_password')),
      password_confirmation: z.string().check(z.minLength(1, 'required')),
      last_name: name(locale),
      first_name: name(locale),
      terms_accepted: z.boolean().check(z.refine((accepted) => accepted, 'accept_terms')),
    })
    .check(
      z.refine((values) => values.password_confirmation === '' || values.password === values.password_confirmation, {
        message: 'password_mismatch',
        path: ['password_confirmation'],
      }),
    );
}

/** The server's field errors the form shows at a field of its own; others are shown above the form. */
export const SIGN_UP_FIELDS = ['email', 'password', 'last_name', 'first_name', 'terms_accepted'] as const;
