import { ReservationFailPage } from '../../features/booking/components/reservation-fail-page';
import { useHotelLink } from '../../lib/use-hotel-link';
import { paths } from '../paths';

export function Component() {
  const link = useHotelLink();
  return (
    <ReservationFailPage
      resultsHref={(stay) => link(paths.results.build(stay))}
      reservationHref={(number, proof) => link(paths.confirmation.build(number, proof))}
    />
  );
}
