import type { QueryOf } from '../../../../../domain/contracts/contract';
import type { getCancellationPolicies } from '../../../../../domain/contracts/cancellation-policies';
import { rootKey } from '../../../lib/query-keys';

export const cancellationPolicyKeys = {
  all: [...rootKey, 'cancellation-policies'] as const,
  list: (hotelId: number, query: QueryOf<typeof getCancellationPolicies>) => [...cancellationPolicyKeys.all, hotelId, query] as const,
};
