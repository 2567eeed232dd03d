import type { UiLocale } from '#domain/constants/locales.ts';
import { confirmMemberSignUp, memberSignUp, resendSignUpConfirmation } from '#domain/contracts/member-sign-up.ts';
import type { PendingSignUp } from '#domain/entities/member-sign-up.ts';
import type { SignUpUtm } from '#domain/entities/attribution.ts';
import { callApi } from '#app/api/api-client.ts';
import { readUtm } from '#app/platform/utm-cookie.ts';
import { adoptSignIn, loadProgram, type AuthHotel } from './member-session';
import type { SignUpValues } from '../utils/sign-up-form';

/** Keeps the sign-up pending and has the server mail its link, which leads to `confirmationUrl`. */
export async function signUp(hotel: AuthHotel, values: SignUpValues, locale: UiLocale, confirmationUrl: string): Promise<PendingSignUp> {
  const { data } = await callApi(memberSignUp, {
    params: { hotelId: hotel.hotelId },
    body: {
      email: values.email,
      password: values.password,
      first_name: values.first_name,
      last_name: values.last_name,
      locale,
      terms_accepted: true,
      confirmation_url: confirmationUrl,
      ...withUtm(readUtm()),
    },
  });
  return data;
}

function withUtm(utm: SignUpUtm | undefined): { utm?: SignUpUtm } {
  return utm ? { utm } : {};
}

/** A new link for the pending sign-up of this address (the old one stops working). */
export async function resendConfirmation(hotel: AuthHotel, email: string, confirmationUrl: string): Promise<PendingSignUp> {
  const { data } = await callApi(resendSignUpConfirmation, { params: { hotelId: hotel.hotelId }, body: { email, confirmation_url: confirmationUrl } });
  return data;
}

/** Opens the mailed link: the member is made and signed in as any sign-in is (stored for the brand, `login`). */
export async function confirmSignUp(hotel: AuthHotel, confirmationToken: string): Promise<void> {
  const { data } = await callApi(confirmMemberSignUp, { params: { hotelId: hotel.hotelId }, body: { confirmation_token: confirmationToken } });
  adoptSignIn(hotel, data, { signedInHere: true });
  await loadProgram(hotel);
}

/**
 * The address the mailed link opens: the done page on this app, with what it needs beyond the token (hotel code,
 * language, and for the chat its context), since the link is often opened in a new browser tab.
 */
export function confirmationUrlFor(origin: string, donePath: string, query: Record<string, string | null | undefined>): string {
  const url = new URL(donePath, origin);
  for (const [key, value] of Object.entries(query)) if (value) url.searchParams.set(key, value);
  return url.toString();
}
