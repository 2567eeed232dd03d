import { useNavigate, useSearchParams } from 'react-router';
import { resultsSearch } from '../../features/booking/utils/booking-selection';
import { ResultsPage } from '../../features/search/components/results-page';
import { useHotelLink } from '../../lib/use-hotel-link';
import { paths } from '../paths';

/** Results lead to guest detail with the chosen room; the route table, not the search feature, knows where. */
export function Component() {
  const navigate = useNavigate();
  const link = useHotelLink();
  const [searchParams] = useSearchParams();
  return (
    <ResultsPage
      // The whole search (filters, order, view, day use) goes along, for guest detail's way back to it.
      onBook={(selection) => void navigate(link(paths.guestDetail.build({ ...selection, search: resultsSearch(searchParams) })))}
      otherHotelsHref={link(paths.facilities.build())}
      policyHref={(roomPlanCode) => link(paths.cancellationPolicy.build([roomPlanCode]))}
    />
  );
}
