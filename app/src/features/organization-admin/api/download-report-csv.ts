import { downloadOrganizationReservationsCsv } from '#domain/contracts/organization-admin.ts';
import type { OrganizationCsv, OrganizationCsvRequest } from '#domain/entities/organization-report.ts';
import { callApi } from '#app/api/api-client.ts';

/** The CSV of every row the filters match, behind the download password. */
export async function downloadReportCsv(brandId: number, organizationId: number, request: OrganizationCsvRequest): Promise<OrganizationCsv> {
  const answer = await callApi(downloadOrganizationReservationsCsv, { params: { brandId, organizationId }, body: request });
  return answer.data;
}
