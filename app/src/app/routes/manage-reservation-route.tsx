import { ReservationDetails } from '#app/features/confirmation/components/reservation-details.tsx';
import { ManagePage } from '#app/features/manage-reservation/components/manage-page.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
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
