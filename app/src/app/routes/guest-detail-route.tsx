import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { GuestDetailPage } from '#app/features/checkout/components/guest-detail-page.tsx';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { rememberReservation } from '#app/shared/reservations/reservation-summaries.ts';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { paths } from '../paths';
import { useVisitorLabels } from './use-visitor-labels';

export function Component() {
  const navigate = useNavigate();
  const link = useHotelLink();
  const { hotel_code: hotelCode } = useHotelSettings();
  const visitorLabels = useVisitorLabels();

  const challenge = useMemo(
    () => ({
      returnUrl: new URL(link(paths.threeDSecureReturn.build()), window.location.origin).href,
      // The issuer's page replaces the app in its frame (or tab); it sends the guest back to returnUrl.
      go: (challengeUrl: string) => window.location.assign(challengeUrl),
    }),
    [link],
  );

  // "The guest-detail route scrolls to top": the form starts at its beginning, not where the results were.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);

  return (
    <GuestDetailPage
      // Back to the very search the rooms were chosen in when guest detail knows it, else to this stay's results.
      resultsHref={(selection) => link(selection?.search ? `${paths.results.path}?${selection.search}` : paths.results.build(selection))}
      challenge={challenge}
      visitorLabels={visitorLabels}
      onBooked={(reservation) => {
        rememberReservation({
          reservationNumber: reservation.reservation_number,
          hotelCode,
          checkin: reservation.checkin_date,
          checkout: reservation.checkout_date,
          createdAt: Date.now(),
        });
        void navigate(
          link(paths.confirmation.build(reservation.reservation_number, { bypass_token: reservation.bypass_token })),
          // Back from the confirmation must not land on a form for a booking already made.
          { replace: true },
        );
      }}
    />
  );
}
