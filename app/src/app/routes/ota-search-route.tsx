import { useMatch, useSearchParams } from 'react-router';
import { OtaSearchPage } from '#app/features/ota-search/components/ota-search-page.tsx';
import { otaPaths } from '../ota/ota-paths';
import { withCarriedQuery } from '#app/shared/hotel/hotel-link.ts';

/** The travel-agency site's home and hotel search ("/" and "/search-hotels"). */
export function Component() {
  const [searchParams] = useSearchParams();
  const showResults = useMatch(otaPaths.searchHotels.path) !== null;
  return (
    <OtaSearchPage
      showResults={showResults}
      searchHref={(search) => withCarriedQuery(otaPaths.searchHotels.build(search), searchParams)}
      hotelHref={(code, search) => withCarriedQuery(otaPaths.hotel.build(code, search), searchParams)}
    />
  );
}
