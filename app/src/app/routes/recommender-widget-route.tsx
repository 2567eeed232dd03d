import { RecommenderPage } from '#app/features/recommender/components/recommender-page.tsx';
import { useRecommendationResultsHref } from './recommender-route';

/** /recommender-widget: the recommender headless (no header or footer), for a hotel to embed on its own pages. */
export function Component() {
  return <RecommenderPage variant="widget" resultsHref={useRecommendationResultsHref()} />;
}
