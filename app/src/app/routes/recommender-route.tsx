import { RecommenderPage } from '#app/features/recommender/components/recommender-page.tsx';
import { useRecommendationResultsHref } from './use-recommendation-results-href';

export function Component() {
  const resultsHref = useRecommendationResultsHref();
  return <RecommenderPage resultsHref={resultsHref} />;
}
