import { CSV_DOWNLOAD_LIMIT_CODE } from '#domain/constants/error-codes.ts';
import { downloadOrganizationReservationsCsv, getOrganization, getOrganizationReservations } from '#domain/contracts/organization-admin.ts';
import { CSV_DOWNLOAD_ROW_LIMIT } from '#domain/entities/organization-report.ts';
import { brandForSession } from '../brands/brand-for-session';
import { brandHotels } from '../brands/brand-hotels';
import type { Database } from '../db/open-database';
import { ApiError, invalidRequest } from '../http/api-error';
import type { MountContract } from '../http/mount-contract';
import { accountLocked, checkPasswordSignIn } from '../members/password-sign-in';
import { requireOrganizationAdmin } from '../organizations/organization-admin-access';
import { countOrganizationReservations, organizationReport, organizationReservationRows } from '../organizations/organization-report';
import { reportCsv } from '../organizations/report-csv';
import type { RouteDeps } from './route-deps';

type OrganizationRow = { id: number; name: string; display_name: string; max_stays_per_period: number | null };

function organizationRow(db: Database, organizationId: number): OrganizationRow {
  const row = db
    .prepare<[number], OrganizationRow>('SELECT id, name, display_name, max_stays_per_period FROM organizations WHERE id = ?')
    .get(organizationId);
  // requireOrganizationAdmin has found an account of this organisation, so it exists.
  if (!row) throw new Error('an admin account names an organisation that is not there');
  return row;
}

/** Document 2 section 7.8: the organisation admin's report and its CSV (ADR 228). */
export function mountOrganizationAdminRoutes(mount: MountContract, { db, now }: RouteDeps): void {
  mount(getOrganization, ({ params, session, context }) => {
    brandForSession(db, params.brandId, session);
    requireOrganizationAdmin(db, context, params.brandId, params.organizationId, now());
    const organization = organizationRow(db, params.organizationId);
    const hotels = brandHotels(db, params.brandId).map((hotel) => ({ id: hotel.id, name: hotel.name }));
    return { status: 200, body: { data: { ...organization, hotels } } };
  });

  mount(getOrganizationReservations, ({ params, query, session, context }) => {
    brandForSession(db, params.brandId, session);
    const at = now();
    requireOrganizationAdmin(db, context, params.brandId, params.organizationId, at);
    const organization = organizationRow(db, params.organizationId);
    return { status: 200, body: organizationReport(db, organization.id, organization.max_stays_per_period, query, at) };
  });

  mount(downloadOrganizationReservationsCsv, async ({ params, body, session, context }) => {
    brandForSession(db, params.brandId, session);
    const at = now();
    const account = requireOrganizationAdmin(db, context, params.brandId, params.organizationId, at);
    // The download password is the admin's own: checked as a sign-in is, so it counts toward the login's lock and a
    // stolen session alone cannot take the file.
    const outcome = await checkPasswordSignIn(db, { kind: 'organization', brandId: params.brandId, login: account.account_id }, account.password_hash, body.password, at, (hash) => {
      db.prepare('UPDATE organization_accounts SET password_hash = ? WHERE id = ?').run(hash, account.id);
    });
    if (outcome === 'locked') throw accountLocked();
    if (outcome !== 'ok') throw invalidRequest('The password is not correct.', { password: [{ error: 'incorrect_password' }] });
    const total = countOrganizationReservations(db, params.organizationId, body);
    if (total > CSV_DOWNLOAD_ROW_LIMIT) {
      throw new ApiError(422, 'csv_download_limit', `A download holds at most ${String(CSV_DOWNLOAD_ROW_LIMIT)} rows; narrow the filters.`, {
        codes: [CSV_DOWNLOAD_LIMIT_CODE],
        payloads: { limit: CSV_DOWNLOAD_ROW_LIMIT, rows: total },
      });
    }
    const rows = organizationReservationRows(db, params.organizationId, body, at);
    const filename = `reservations-${body.from}-${body.to}.csv`;
    return { status: 200, body: { data: { filename, content: reportCsv(rows, body.locale), rows: rows.length } } };
  });
}
