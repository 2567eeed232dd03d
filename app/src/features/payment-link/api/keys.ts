import { rootKey } from '#app/api/query-keys.ts';

/** The payment link's server state: one link per hotel and number. */
export const paymentLinkKeys = {
  all: [...rootKey, 'payment-link'] as const,
  link: (hotelId: number, paymentNumber: string) => [...paymentLinkKeys.all, hotelId, paymentNumber] as const,
};
