import type { Context } from 'hono';
import { visitorTargetingLabels } from '#domain/rules/targeting-labels.ts';
import type { Database } from '../db/open-database';
import { resolveAuthorization } from '../members/signed-in';
import { findMemberById } from '../members/members';
import { signedInOrganization } from '../organizations/organization-accounts';

/**
 * The targeting labels of whoever sends the request (document 1 section 3): a guest is among all_users; a
 * signed-in member adds their programme, a signed-in organisation account its organisation. Members carry no
 * rank in this stand-in, so membership_rank_{id} never matches.
 */
export function visitorLabelsFor(db: Database, context: Context, brandId: number, now: Date): string[] {
  const resolution = resolveAuthorization(db, context, brandId, now);
  if (resolution.status !== 'signed_in') return visitorTargetingLabels(null);
  const { memberId, organizationAccountId } = resolution.session;
  const member = memberId === null ? undefined : findMemberById(db, memberId);
  const organization = organizationAccountId === null ? undefined : signedInOrganization(db, organizationAccountId);
  if (!member && !organization) return visitorTargetingLabels(null);
  return visitorTargetingLabels({ programId: member?.program_id ?? null, rankId: null, organizationId: organization?.id ?? null });
}
