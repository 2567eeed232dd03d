import { useNavigate } from 'react-router';
import { GuestDetailPage } from '../../features/booking/components/guest-detail-page';
import { useHotelLink } from '../../lib/use-hotel-link';
import { paths } from '../paths';

export function Component() {
  const navigate = useNavigate();
  const link = useHotelLink();
  return (
    <GuestDetailPage
      resultsHref={(stay) => link(paths.results.build(stay))}
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
