import { useMemo } from 'react';
import type { ChallengeNavigation } from '#app/features/checkout/hooks/use-book-reservation.ts';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { paths } from '../paths';

/**
 * Where a card's 3-D Secure check sends the guest back to (this hotel's return route, as an absolute address the
 * issuer can open) and how the app leaves for the issuer's page: the route table knows the one, the browser the
 * other, so guest detail is given both.
 */
export function useThreeDSecureChallenge(): ChallengeNavigation {
  const link = useHotelLink();
  return useMemo(
    () => ({
      returnUrl: new URL(link(paths.threeDSecureReturn.build()), window.location.origin).href,
      paymentHubReturnUrl: new URL(link(paths.paymentHubReturn.build()), window.location.origin).href,
      amazonPayReturnUrl: new URL(link(paths.amazonPayReturn.build()), window.location.origin).href,
      adyenReturnUrl: new URL(link(paths.adyenReturn.build()), window.location.origin).href,
      // The issuer's page replaces the app in its frame (or tab); it sends the guest back to returnUrl.
      go: (challengeUrl: string) => window.location.assign(challengeUrl),
    }),
    [link],
  );
}
