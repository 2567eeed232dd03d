import { ConfirmationPage } from '../../features/booking/components/confirmation-page';
import { useHotelLink } from '../../lib/use-hotel-link';
import { paths } from '../paths';

export function Component() {
  const link = useHotelLink();
  return (
    <ConfirmationPage
      newBookingHref={link(paths.results.build())}
      manageHref={(number, proof) => link(paths.manageReservation.build(number, proof))}
    />
  );
}
