// Document 1 section 3: "Targeting labels: all_users, membership_program_{id}, membership_rank_{id},
// membership_rank_all, membership_organization_{id}, membership_organization_all." Placement labels
// (place_search_result, place_booking_process, ...) sit in the same list and are not targeting.

const TARGETING_PREFIXES = ['all_users', 'membership_'];

/** The membership a visitor holds, when signed in: what membership targeting labels name. */
export type VisitorMembership = {
  /** The signed-in member's programme, null when only an organisation account is signed in. */
  programId: number | null;
  rankId: number | null;
  organizationId: number | null;
};

export function isTargetingLabel(label: string): boolean {
  return TARGETING_PREFIXES.some((prefix) => label.startsWith(prefix));
}

/**
 * The targeting labels a visitor answers to: everybody is among all_users; a signed-in member also to their
 * programme and to membership_rank_all (any member: ranks sit inside programmes) plus their own rank; a signed-in
 * organisation account to membership_organization_all and its organisation's label.
 */
export function visitorTargetingLabels(membership: VisitorMembership | null): string[] {
  if (!membership) return ['all_users'];
  return [
    'all_users',
    ...(membership.programId === null ? [] : [`membership_program_${membership.programId}`, 'membership_rank_all']),
    ...(membership.rankId === null ? [] : [`membership_rank_${membership.rankId}`]),
    ...(membership.organizationId === null ? [] : ['membership_organization_all', `membership_organization_${membership.organizationId}`]),
  ];
}

/** Whether something labelled `labels` is for this visitor: it names none of the targeting labels, or one of theirs. */
export function isForVisitor(labels: readonly string[], visitorLabels: readonly string[]): boolean {
  const targets = labels.filter(isTargetingLabel);
  return targets.length === 0 || targets.some((label) => visitorLabels.includes(label));
}

/** Aimed at members or organisations only (no all_users label): guest detail says so next to it. */
export function isMembersOnly(labels: readonly string[]): boolean {
  const targets = labels.filter(isTargetingLabel);
  return targets.length > 0 && !targets.includes('all_users');
}
