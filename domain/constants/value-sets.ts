// Document 1 section 4 and document 2 section 9.3: the remaining closed lists.
export const SORT_ORDERS = ['price_low_to_high', 'price_high_to_low', 'recommended'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const DEFAULT_SORT_ORDER: SortOrder = 'price_low_to_high';

export const SEARCH_TYPES = ['rooms', 'plans'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const NAME_FIELD_MODES = ['do_not_ask', 'optional', 'required'] as const;
export const CHILD_POLICY_MODES = ['tiers', 'tiers_with_meal_and_bed_as_extras', 'ages'] as const;
/** Whether a hotel lets children share an adult's bed: the spec's kids type share_bed, or its own bed. */
export const KIDS_BED_TYPES = ['share_bed', 'separate_bed'] as const;
export const MEMBER_FILTER_MODES = ['brr', 'member', 'all', 'secret', 'rounding'] as const;

export const KIDS_TIER_CODES = ['A', 'B', 'B2', 'C', 'D'] as const;
export type KidsTierCode = (typeof KIDS_TIER_CODES)[number];

export const RESERVATION_STATUSES = ['done', 'payment_pending', 'cancelled'] as const;

export const SEARCH_MODES = ['secret', 'voucher'] as const;

