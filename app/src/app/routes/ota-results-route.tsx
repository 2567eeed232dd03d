import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { resultsSearch } from '#app/shared/stay/booking-selection.ts';
import { ResultsPage } from '#app/features/search/components/results-page.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { useShellStore } from '#app/platform/stores/shell-store.ts';
import { otaPaths } from '../ota/ota-paths';
import { paths, signInPathBuilder } from '../paths';

/** A hotel's room search on the travel-agency site: a chosen room goes to /confirm-reservation, then guest detail. */
export function Component() {
  const navigate = useNavigate();
  const link = useHotelLink();
  const [searchParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const inChatbot = useShellStore((state) => state.query?.inChatbot === true);
  return (
    <ResultsPage
      onBook={(selection) => void navigate(link(otaPaths.confirmReservation.build({ ...selection, search: resultsSearch(searchParams) })))}
      otherHotelsHref={link(paths.facilities.build())}
      policyHref={(roomPlanCode) => link(paths.cancellationPolicy.build([roomPlanCode]))}
      signInHref={link(signInPathBuilder(inChatbot)(`${pathname}${search}`))}
    />
  );
}
