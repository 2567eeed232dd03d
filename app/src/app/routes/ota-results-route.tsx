import { otaPaths } from '../ota/ota-paths';
import { ResultsRouteComposition } from './results-route-composition';

/** A hotel's room search on the travel-agency site: a chosen room goes to /confirm-reservation, then guest detail. */
export function Component() {
  return <ResultsRouteComposition bookingPath={otaPaths.confirmReservation.build} />;
}
