import type { Recommendation } from '#domain/entities/recommendation.ts';
import type { RecommendationAsk } from '#app/features/recommender/api/get-recommendations.ts';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { paths } from '../paths';
import { buildQuery } from '../routing/url-rewrites';

/** A recommendation opens the results for its split of the party, narrowed to its room type and plan. */
export function useRecommendationResultsHref(): (ask: RecommendationAsk, recommendation: Recommendation) => string {
  const link = useHotelLink();
  return (ask, recommendation) =>
    link(
      `${paths.results.path}${buildQuery({
        checkin: ask.checkin,
        checkout: ask.checkout,
        adults: String(recommendation.rooms[0]?.adults ?? ask.adults),
        rooms: JSON.stringify(recommendation.rooms.map((room) => ({ adults: room.adults, children: room.children, kids_tiers: [] }))),
        room_type_codes: recommendation.room_type_code,
        hotel_plan_codes: recommendation.hotel_plan_code,
      })}`,
    );
}
