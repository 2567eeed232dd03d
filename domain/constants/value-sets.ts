// Document 1 section 4 and document 2 section 9.3: the remaining closed lists.
export const SORT_ORDERS = ['price_low_to_high', 'price_high_to_low', 'recommended'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const DEFAULT_SORT_ORDER: SortOrder = 'price_low_to_high';

export const SEARCH_TYPES = ['rooms', 'plans'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const NAME_FIELD_MODES = ['do_not_ask', 'optional', 'required'] as const;
export const CHILD_POLICY_MODES = ['tiers', 'tiers_with_meal_and_bed_as_extras', 'ages'] as const;
export type ChildPolicyMode = (typeof CHILD_POLICY_MODES)[number];
/** Whether a hotel lets children share an adult's bed: the spec's kids type share_bed, or its own bed. */
export const KIDS_BED_TYPES = ['share_bed', 'separate_bed'] as const;
export type KidsBedType = (typeof KIDS_BED_TYPES)[number];
export const MEMBER_FILTER_MODES = ['brr', 'member', 'all', 'secret', 'rounding'] as const;
export const WIFI_OPTIONS = ['none', 'free', 'paid'] as const;
export const CHILD_MEAL_BED_OPTIONS = [
  'meal_no',
  'meal_no_bedding',
  'meal_same_as_adult_bedding',
  'meal_yes',
  'meal_yes_bedding',
] as const;

export const KIDS_TIER_CODES = ['A', 'B', 'B2', 'C', 'D'] as const;
export type KidsTierCode = (typeof KIDS_TIER_CODES)[number];

export const RESERVATION_STATUSES = ['done', 'payment_pending', 'cancelled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export const RESERVATION_LIST_STATUSES = ['upcoming', 'completed', 'cancelled'] as const;

export const BOOKING_STEPS = ['GuestDetail', 'Payment', 'Confirmation'] as const;
export const LOTTERY_STEPS = ['GuestDetail', 'Confirmation'] as const;

export const CANCELLATION_REASONS = [
  'travel_plan_change',
  'cheaper_option_elsewhere',
  'traveller_count_change',
  'different_hotel',
  'other',
] as const;

export const LOTTERY_STATUSES = [
  'registered',
  'not_winner',
  'winner_reservation_pending',
  'winner_reservation_confirmed',
  'winner_reservation_cancelled',
  'winner_reservation_pending_declined',
  'registration_cancelled',
] as const;

export const VOUCHER_STATUSES = ['available', 'pending', 'expired', 'consumed'] as const;
export const POINT_HISTORY_KINDS = ['expired', 'future', 'spent', 'gained', 'refunded'] as const;
export const MEMBER_PROVIDERS = ['facebook', 'line', 'creansmaerd'] as const;
export const SEARCH_MODES = ['secret', 'voucher'] as const;

export const ANALYTICS_PAGE_LAYERS = [
  'search_result',
  'guest_detail',
  'payment_detail',
  'confirmation',
  'reservation_cancel',
  'reservation_update',
] as const;
export const NOTIFICATION_PLACEMENTS = [
  'place_search_result',
  'place_after_sign_in',
  'place_confirmation_screen',
  'place_booking_process',
] as const;
