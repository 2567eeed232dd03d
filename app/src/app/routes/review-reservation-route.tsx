import { ReviewPage } from '#app/features/manage-reservation/components/review-page.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { paths } from '../paths';

export function Component() {
  const link = useHotelLink();
  return <ReviewPage searchHref={link(paths.results.build())} />;
}
