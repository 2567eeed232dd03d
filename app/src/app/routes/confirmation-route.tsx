import { ConfirmationPage } from '#app/features/confirmation/components/confirmation-page.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
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
