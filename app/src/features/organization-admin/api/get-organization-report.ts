import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getOrganizationReservations } from '#domain/contracts/organization-admin.ts';
import type { OrganizationReportQuery } from '#domain/entities/organization-report.ts';
import { callApi } from '#app/api/api-client.ts';
import { organizationAdminKeys } from './keys';

/** One page of the report for the filters; the last page stays shown while the next loads. */
export function organizationReportQueryOptions(userToken: string | null, brandId: number, organizationId: number, query: OrganizationReportQuery) {
  return queryOptions({
    queryKey: organizationAdminKeys.report(userToken, brandId, organizationId, query),
    queryFn: ({ signal }) => callApi(getOrganizationReservations, { params: { brandId, organizationId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}
