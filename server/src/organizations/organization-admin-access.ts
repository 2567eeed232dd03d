import type { Context } from 'hono';
import { MEMBER_SESSION_EXPIRED_CODE } from '#domain/constants/error-codes.ts';
import { isOrganizationAdminRole } from '#domain/rules/organization-admin.ts';
import type { Database } from '../db/open-database';
import { ApiError } from '../http/api-error';
import { resolveAuthorization } from '../members/signed-in';
import type { OrganizationAccountRow } from './organization-accounts';

/**
 * The organisation admin the Authorization header signs in, for the organisation in the path (document 1 section
 * 6). Nobody signed in is a 401 (code 1400, the app signs out locally). A member, an account without "admin" in its
 * role, or an admin of another organisation are all the same 403: the answer does not tell whether the
 * organisation in the path exists.
 */
export function requireOrganizationAdmin(db: Database, context: Context, brandId: number, organizationId: number, now: Date): OrganizationAccountRow {
  const resolution = resolveAuthorization(db, context, brandId, now);
  if (resolution.status !== 'signed_in') {
    throw new ApiError(401, 'member_session_expired', 'Your session has expired or you have signed out. Please sign in again.', {
      codes: [MEMBER_SESSION_EXPIRED_CODE],
    });
  }
  const accountId = resolution.session.organizationAccountId;
  const account =
    accountId === null
      ? undefined
      : db
          .prepare<[number, number], OrganizationAccountRow>(
            `SELECT a.* FROM organization_accounts a JOIN organizations o ON o.id = a.organization_id WHERE a.id = ? AND o.brand_id = ?`,
          )
          .get(accountId, brandId);
  if (!account || account.organization_id !== organizationId || !isOrganizationAdminRole(account.role)) {
    throw new ApiError(403, 'not_organization_admin', 'Only an administrator of this organisation can see its reservations.');
  }
  return account;
}
