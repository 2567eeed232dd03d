import { LookupPage } from '../../features/manage-reservation/components/lookup-page';
import { useHotelLink } from '../../lib/use-hotel-link';
import { paths } from '../paths';

export function Component() {
  const link = useHotelLink();
  return <LookupPage manageHref={(number, bypassToken) => link(paths.manageReservation.build(number, { bypass_token: bypassToken }))} />;
}
