import type { UiLocale } from '#domain/constants/locales.ts';
import { rootKey } from '#app/api/query-keys.ts';

/**
 * The signed-in member's points, coupons and vouchers as guest detail offers them. Each key carries the member
 * token: a sign-in as somebody else never shows the answer of the one before.
 */
export const checkoutLoyaltyKeys = {
  all: [...rootKey, 'checkout-loyalty'] as const,
  points: (userToken: string, locale: UiLocale) => [...checkoutLoyaltyKeys.all, 'points', userToken, locale] as const,
  coupons: (userToken: string) => [...checkoutLoyaltyKeys.all, 'coupons', userToken] as const,
  vouchers: (userToken: string, locale: UiLocale) => [...checkoutLoyaltyKeys.all, 'vouchers', userToken, locale] as const,
  savedCards: (userToken: string) => [...checkoutLoyaltyKeys.all, 'saved-cards', userToken] as const,
  savedCardCodeReference: (cardId: number, validThrough: string, attempt: number) =>
    [...checkoutLoyaltyKeys.all, 'saved-card-code-reference', cardId, validThrough, attempt] as const,
};

/** A package booking's flights as quoted for guest detail (ADR 261). */
export const checkoutKeys = {
  all: [...rootKey, 'checkout'] as const,
  packageFlights: (hotelId: number, query: Record<string, string>) => [...checkoutKeys.all, 'package-flights', hotelId, query] as const,
};
