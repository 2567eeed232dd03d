import { ConfirmationPage } from '../../features/booking/components/confirmation-page';
import { useHotelLink } from '../../lib/use-hotel-link';
import { paths } from '../paths';
import { useVisitorLabels } from './use-visitor-labels';

export function Component() {
  const link = useHotelLink();
  const visitorLabels = useVisitorLabels();
  return (
    <ConfirmationPage
      visitorLabels={visitorLabels}
      newBookingHref={link(paths.results.build())}
      manageHref={(number, proof) => link(paths.manageReservation.build(number, proof))}
    />
  );
}
