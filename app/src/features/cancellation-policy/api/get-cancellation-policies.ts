import { queryOptions } from '@tanstack/react-query';
import { getCancellationPolicies } from '#domain/contracts/cancellation-policies.ts';
import type { BookLanguage } from '#domain/constants/locales.ts';
import { callApi } from '#app/api/api-client.ts';
import { cancellationPolicyKeys } from './keys';

export function cancellationPoliciesQueryOptions(hotelId: number, roomPlanCodes: readonly string[], language: BookLanguage) {
  const query = { room_plan_codes: roomPlanCodes.join(','), locale: language };
  return queryOptions({
    queryKey: cancellationPolicyKeys.list(hotelId, query),
    queryFn: ({ signal }) => callApi(getCancellationPolicies, { params: { hotelId }, query, signal }),
  });
}
