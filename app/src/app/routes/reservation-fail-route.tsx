import { ReservationFailPage } from '#app/features/confirmation/components/reservation-fail-page.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
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
