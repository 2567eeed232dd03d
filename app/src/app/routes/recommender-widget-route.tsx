import { RecommenderPage } from '#app/features/recommender/components/recommender-page.tsx';
import { useRecommendationResultsHref } from './use-recommendation-results-href';

/** /recommender-widget: the recommender headless (no header or footer), for a hotel to embed on its own pages. */
export function Component() {
  const resultsHref = useRecommendationResultsHref();
  return <RecommenderPage variant="widget" resultsHref={resultsHref} />;
}
