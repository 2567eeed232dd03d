import { useNavigate } from 'react-router';
import { GuestDetailPage, type PageSplit } from '#app/features/checkout/components/guest-detail-page.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { paths } from '../paths';
import { useScrollToTop } from './use-scroll-to-top';
import { useThreeDSecureChallenge } from './use-three-d-secure-challenge';
import { useBookingMember } from './use-booking-member';
import { useVisitorLabels } from './use-visitor-labels';

/** Guest detail as every variant composes it; the travel-agency site splits it over two pages (ADR 260). */
export function GuestDetailComposition({ split }: { split?: PageSplit }) {
  const navigate = useNavigate();
  const link = useHotelLink();
  const visitorLabels = useVisitorLabels();
  const member = useBookingMember();
  const challenge = useThreeDSecureChallenge();
  // "The guest-detail route scrolls to top": the form starts at its beginning, not where the results were.
  useScrollToTop();

  return (
    <GuestDetailPage
      // Back to the very search the rooms were chosen in when guest detail knows it, else to this stay's results.
      resultsHref={(selection) => link(selection?.search ? `${paths.results.path}?${selection.search}` : paths.results.build(selection))}
      challenge={challenge}
      visitorLabels={visitorLabels}
      member={member}
      split={split}
      onBooked={(reservation) =>
        void navigate(
          link(paths.confirmation.build(reservation.reservation_number, { bypass_token: reservation.bypass_token })),
          // Back from the confirmation must not land on a form for a booking already made.
          { replace: true },
        )
      }
    />
  );
}

export function Component() {
  return <GuestDetailComposition />;
}
