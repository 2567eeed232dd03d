import * as z from 'zod/mini';
import { ZOrganizationCsv, ZOrganizationCsvRequest, ZOrganizationDetails, ZOrganizationReport, ZOrganizationReportQuery } from '../entities/organization-report';
import { defineContract, ZNoBody, ZNone } from './contract';

// Document 2 section 7.8: the organisation and its reservations, for an admin of that organisation only (a role
// containing "admin", document 1 section 6). The bearer token names the admin; the path's organisation must be theirs.

const ZOrganizationParams = z.object({
  brandId: z.coerce.number().check(z.int(), z.positive()),
  organizationId: z.coerce.number().check(z.int(), z.positive()),
});

export const getOrganization = defineContract({
  method: 'GET',
  path: '/hotel_brands/:brandId/organizations/:organizationId',
  params: ZOrganizationParams,
  query: ZNone,
  body: ZNoBody,
  response: z.object({ data: ZOrganizationDetails }),
  session: true,
});

export const getOrganizationReservations = defineContract({
  method: 'GET',
  path: '/hotel_brands/:brandId/organizations/:organizationId/reservations',
  params: ZOrganizationParams,
  query: ZOrganizationReportQuery,
  body: ZNoBody,
  response: ZOrganizationReport,
  session: true,
});

/**
 * The CSV of every row the filters match (path not shown in the spec). POST, as the download password travels in
 * the body. 422 code 1600 past the row limit; 422 at `password` when the password is wrong (it counts toward the
 * sign-in lock, 1301).
 */
export const downloadOrganizationReservationsCsv = defineContract({
  method: 'POST',
  path: '/hotel_brands/:brandId/organizations/:organizationId/reservations/csv',
  params: ZOrganizationParams,
  query: ZNone,
  body: ZOrganizationCsvRequest,
  response: z.object({ data: ZOrganizationCsv }),
  session: true,
});
