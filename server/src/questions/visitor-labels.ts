import type { Context } from 'hono';
import { visitorTargetingLabels } from '#domain/rules/targeting-labels.ts';
import type { Database } from '../db/open-database';
import { resolveAuthorization } from '../members/signed-in';
import { findMemberById } from '../members/members';
import { todayIn } from '#domain/rules/nights.ts';
import { memberRank } from '../loyalty/point-ledger';
import { signedInOrganization } from '../organizations/organization-accounts';

/**
 * The targeting labels of whoever sends the request (document 1 section 3): a guest is among all_users; a
 * signed-in member adds their programme and their rank (ADR 220: ranks come from points), a signed-in organisation
 * account its organisation.
 */
export function visitorLabelsFor(db: Database, context: Context, brandId: number, now: Date): string[] {
  const resolution = resolveAuthorization(db, context, brandId, now);
  if (resolution.status !== 'signed_in') return visitorTargetingLabels(null);
  const { memberId, organizationAccountId } = resolution.session;
  const member = memberId === null ? undefined : findMemberById(db, memberId);
  const organization = organizationAccountId === null ? undefined : signedInOrganization(db, organizationAccountId);
  if (!member && !organization) return visitorTargetingLabels(null);
  return visitorTargetingLabels({ programId: member?.program_id ?? null, rankId: member ? (memberRank(db, member.id, todayIn('Asia/Tokyo', now))?.id ?? null) : null, organizationId: organization?.id ?? null });
}
