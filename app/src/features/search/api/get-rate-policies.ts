import { queryOptions } from '@tanstack/react-query';
import { getCancellationPolicies } from '#domain/contracts/cancellation-policies.ts';
import type { BookLanguage } from '#domain/constants/locales.ts';
import { callApi } from '#app/api/api-client.ts';
import { searchKeys } from './keys';

/** The cancellation policies of the rates on screen, to tell refundable rates from the rest. */
export function ratePoliciesQueryOptions(hotelId: number, roomPlanCodes: readonly string[], language: BookLanguage) {
  const query = { room_plan_codes: [...roomPlanCodes].sort().join(','), locale: language };
  return queryOptions({
    queryKey: searchKeys.ratePolicies(hotelId, query),
    queryFn: ({ signal }) => callApi(getCancellationPolicies, { params: { hotelId }, query, signal }),
    staleTime: 5 * 60_000,
  });
}
