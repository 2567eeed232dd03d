import { rootKey } from '#app/api/query-keys.ts';

/** The marketing subscription a mailed unsubscribe link names. */
export const unsubscribeKeys = {
  all: [...rootKey, 'unsubscribe'] as const,
  status: (token: string) => [...unsubscribeKeys.all, token] as const,
};
