import { queryOptions } from '@tanstack/react-query';
import { getCancellationPolicies } from '../../../../../domain/contracts/cancellation-policies';
import type { BookLanguage } from '../../../../../domain/constants/locales';
import { callApi } from '../../../lib/api-client';
import { cancellationPolicyKeys } from './keys';

export function cancellationPoliciesQueryOptions(hotelId: number, roomPlanCodes: readonly string[], language: BookLanguage) {
  const query = { room_plan_codes: roomPlanCodes.join(','), locale: language };
  return queryOptions({
    queryKey: cancellationPolicyKeys.list(hotelId, query),
    queryFn: ({ signal }) => callApi(getCancellationPolicies, { params: { hotelId }, query, signal }),
  });
}
