import * as z from 'zod/mini';
import { ZIsoDate } from './common';

export const HOTEL_TYPES = ['ryokan', 'city', 'resort', 'business'] as const;
export type HotelType = (typeof HOTEL_TYPES)[number];

export const HOTEL_AMENITIES = ['onsen', 'private_open_air_bath', 'pool', 'pets', 'parking', 'beach', 'sauna'] as const;
export type HotelAmenity = (typeof HOTEL_AMENITIES)[number];

/** Meal plans: breakfast and dinner together are half board; room_only excludes the others. */
export const MEAL_PLANS = ['breakfast', 'dinner', 'room_only'] as const;
export type MealPlan = (typeof MEAL_PLANS)[number];

export const ZBudget = z.object({ amount: z.int().check(z.positive()), per: z.enum(['night', 'stay']) });

/**
 * What a traveller asked for, in the words of the travel-agency search (issue 23). Every field is optional: the
 * parser fills what the text says, the chips edit it, and the search fills the rest with its defaults. The
 * offline parser and an LLM provider answer this same shape.
 */
export const ZOtaCriteria = z.object({
  checkin: z.optional(ZIsoDate),
  checkout: z.optional(ZIsoDate),
  /** Nights asked for without dates ("2泊"); with a check-in the parser sets the checkout instead. */
  nights: z.optional(z.int().check(z.minimum(1), z.maximum(30))),
  adults: z.optional(z.int().check(z.minimum(1), z.maximum(20))),
  children: z.optional(z.int().check(z.minimum(0), z.maximum(10))),
  /** Ages when the text gives them; fewer than children when only some are known. */
  children_ages: z.optional(z.array(z.int().check(z.minimum(0), z.maximum(17)))),
  rooms: z.optional(z.int().check(z.minimum(1), z.maximum(10))),
  budget: z.optional(ZBudget),
  /** An id of domain/constants/japan-places.ts. */
  area: z.optional(z.string()),
  types: z.optional(z.array(z.enum(HOTEL_TYPES))),
  amenities: z.optional(z.array(z.enum(HOTEL_AMENITIES))),
  meals: z.optional(z.array(z.enum(MEAL_PLANS))),
});
export type OtaCriteria = z.infer<typeof ZOtaCriteria>;

export const ZOtaParse = z.object({
  criteria: ZOtaCriteria,
  /** The words it could not read, as typed, so the page can say what it did not understand. */
  unknown: z.array(z.string()),
});
export type OtaParse = z.infer<typeof ZOtaParse>;
