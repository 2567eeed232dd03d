import type { QueryOf } from '#domain/contracts/contract.ts';
import type { getCancellationPolicies } from '#domain/contracts/cancellation-policies.ts';
import { rootKey } from '#app/api/query-keys.ts';

export const cancellationPolicyKeys = {
  all: [...rootKey, 'cancellation-policies'] as const,
  list: (hotelId: number, query: QueryOf<typeof getCancellationPolicies>) => [...cancellationPolicyKeys.all, hotelId, query] as const,
};
