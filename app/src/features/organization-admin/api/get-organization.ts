import { queryOptions } from '@tanstack/react-query';
import { getOrganization } from '#domain/contracts/organization-admin.ts';
import { callApi } from '#app/api/api-client.ts';
import { organizationAdminKeys } from './keys';

/** The organisation, its allowance and the brand's hotels (the hotel filter's choices). */
export function organizationQueryOptions(userToken: string | null, brandId: number, organizationId: number) {
  return queryOptions({
    queryKey: organizationAdminKeys.organization(userToken, brandId, organizationId),
    queryFn: ({ signal }) => callApi(getOrganization, { params: { brandId, organizationId }, signal }),
    select: (answer) => answer.data,
  });
}
