import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { resultsSearch } from '#app/shared/stay/booking-selection.ts';
import { ResultsPage } from '#app/features/search/components/results-page.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { useShellStore } from '#app/platform/stores/shell-store.ts';
import { paths, signInPathBuilder } from '../paths';

/** Results lead to guest detail with the chosen room; the route table, not the search feature, knows where. */
export function Component() {
  const navigate = useNavigate();
  const link = useHotelLink();
  const [searchParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const inChatbot = useShellStore((state) => state.query?.inChatbot === true);
  return (
    <ResultsPage
      // The whole search (filters, order, view, day use) goes along, for guest detail's way back to it.
      onBook={(selection) => void navigate(link(paths.guestDetail.build({ ...selection, search: resultsSearch(searchParams) })))}
      otherHotelsHref={link(paths.facilities.build())}
      policyHref={(roomPlanCode) => link(paths.cancellationPolicy.build([roomPlanCode]))}
      // Signing in comes back to these very results, where the members-only plan can then be booked.
      signInHref={link(signInPathBuilder(inChatbot)(`${pathname}${search}`))}
    />
  );
}
