import { ReviewPage } from '../../features/manage-reservation/components/review-page';
import { useHotelLink } from '../../lib/use-hotel-link';
import { paths } from '../paths';

export function Component() {
  const link = useHotelLink();
  return <ReviewPage searchHref={link(paths.results.build())} />;
}
