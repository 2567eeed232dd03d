import { LookupPage } from '#app/features/manage-reservation/components/lookup-page.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { paths } from '../paths';

export function Component() {
  const link = useHotelLink();
  return <LookupPage manageHref={(number, bypassToken) => link(paths.manageReservation.build(number, { bypass_token: bypassToken }))} />;
}
