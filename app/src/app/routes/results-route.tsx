import { paths } from '../paths';
import { ResultsRouteComposition } from './results-route-composition';

/** Results lead to guest detail with the chosen room. */
export function Component() {
  return <ResultsRouteComposition bookingPath={paths.guestDetail.build} />;
}
