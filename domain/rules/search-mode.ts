import type { SEARCH_MODES } from '../constants/value-sets';

export type SearchMode = (typeof SEARCH_MODES)[number];
