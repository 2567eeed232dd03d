import { useSearchParams } from 'react-router';
import { FacilitiesPage } from '#app/features/facilities/components/facilities-page.tsx';
import { withHotelQuery } from '#app/shared/hotel/hotel-link.ts';
import { paths } from '../paths';

/** Facilities lead to another hotel's results: its code replaces this one's, the language and flags carry over. */
export function Component() {
  const [searchParams] = useSearchParams();
  return <FacilitiesPage hotelHref={(hotelCode, stay) => withHotelQuery(paths.results.build(stay), hotelCode, searchParams)} />;
}
