import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { resultsSearch, type BookingSelection } from '#app/shared/stay/booking-selection.ts';
import { ResultsPage } from '#app/features/search/components/results-page.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { useShellStore } from '#app/platform/stores/shell-store.ts';
import { paths, signInPathBuilder } from '../paths';

/**
 * A hotel's results as both variants compose them; only where a chosen room goes differs (guest detail on the
 * standard site, /confirm-reservation on the travel-agency site), and the route table, not the search feature,
 * knows it.
 */
export function ResultsRouteComposition({ bookingPath }: { bookingPath: (selection: BookingSelection) => string }) {
  const navigate = useNavigate();
  const link = useHotelLink();
  const [searchParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const inChatbot = useShellStore((state) => state.query?.inChatbot === true);
  // Handed to every memoised results card: one function while the hotel's link is the same (ADR 274).
  const policyHref = useCallback((roomPlanCode: string) => link(paths.cancellationPolicy.build([roomPlanCode])), [link]);
  return (
    <ResultsPage
      // The whole search (filters, order, view, day use) goes along, for guest detail's way back to it.
      onBook={(selection) => void navigate(link(bookingPath({ ...selection, search: resultsSearch(searchParams) })))}
      otherHotelsHref={link(paths.facilities.build())}
      policyHref={policyHref}
      // Signing in comes back to these very results, where the members-only plan can then be booked.
      signInHref={link(signInPathBuilder(inChatbot)(`${pathname}${search}`))}
    />
  );
}
