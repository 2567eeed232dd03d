import { useNavigate } from 'react-router';
import { ResultsPage } from '../../features/search/components/results-page';
import { useHotelLink } from '../../lib/use-hotel-link';
import { paths } from '../paths';

/** Results lead to guest detail with the chosen room; the route table, not the search feature, knows where. */
export function Component() {
  const navigate = useNavigate();
  const link = useHotelLink();
  return (
    <ResultsPage
      onBook={(selection) => void navigate(link(paths.guestDetail.build(selection)))}
      otherHotelsHref={link(paths.facilities.build())}
      policyHref={(roomPlanCode) => link(paths.cancellationPolicy.build([roomPlanCode]))}
    />
  );
}
