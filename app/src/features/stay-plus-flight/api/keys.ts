import { rootKey } from '#app/api/query-keys.ts';

export const stayPlusFlightKeys = {
  all: [...rootKey, 'stay-plus-flight'] as const,
  hotels: (query: Record<string, string>) => [...stayPlusFlightKeys.all, 'hotels', query] as const,
  flights: (query: Record<string, string>) => [...stayPlusFlightKeys.all, 'flights', query] as const,
};
