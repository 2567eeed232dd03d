import { ReservationDetails } from '../../features/booking/components/reservation-details';
import { ManagePage } from '../../features/manage-reservation/components/manage-page';
import { useHotelLink } from '../../lib/use-hotel-link';
import { paths } from '../paths';

export function Component() {
  const link = useHotelLink();
  return (
    <ManagePage
      lookupHref={link(paths.reservationLookup.build())}
      policyHref={(roomPlanCodes) => link(paths.cancellationPolicy.build(roomPlanCodes))}
      renderDetails={(reservation) => <ReservationDetails reservation={reservation} />}
      reviewHref={(number, hotelId) => link(paths.reviewReservation.build(number, hotelId))}
    />
  );
}
