import type { OrganizationReportQuery } from '#domain/entities/organization-report.ts';
import { rootKey } from '#app/api/query-keys.ts';

/** The admin's server state follows whoever is signed in: the token is part of each key, as in my account. */
export const organizationAdminKeys = {
  all: [...rootKey, 'organization-admin'] as const,
  organization: (userToken: string | null, brandId: number, organizationId: number) =>
    [...organizationAdminKeys.all, 'organization', userToken, brandId, organizationId] as const,
  report: (userToken: string | null, brandId: number, organizationId: number, query: OrganizationReportQuery) =>
    [...organizationAdminKeys.all, 'report', userToken, brandId, organizationId, query] as const,
};
