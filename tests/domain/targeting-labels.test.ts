import { describe, expect, it } from 'vitest';
import { isForVisitor, isMembersOnly, isTargetingLabel, visitorTargetingLabels } from '#domain/rules/targeting-labels.ts';

describe('targeting labels', () => {
  it('tell targeting labels from placement labels', () => {
    expect(['all_users', 'membership_program_1', 'membership_rank_all', 'membership_organization_2'].every(isTargetingLabel)).toBe(true);
    expect(['place_booking_process', 'place_search_result'].some(isTargetingLabel)).toBe(false);
  });

  it('give a guest all_users, a member their programme and rank, an organisation account its organisation', () => {
    expect(visitorTargetingLabels(null)).toEqual(['all_users']);
    expect(visitorTargetingLabels({ programId: 1, rankId: null, organizationId: null })).toEqual(['all_users', 'membership_program_1', 'membership_rank_all']);
    expect(visitorTargetingLabels({ programId: 2, rankId: 7, organizationId: 1 })).toEqual([
      'all_users',
      'membership_program_2',
      'membership_rank_all',
      'membership_rank_7',
      'membership_organization_all',
      'membership_organization_1',
    ]);
    // An organisation account alone has no programme of its own.
    expect(visitorTargetingLabels({ programId: null, rankId: null, organizationId: 1 })).toEqual(['all_users', 'membership_organization_all', 'membership_organization_1']);
  });

  it('keep what names none of the targeting labels, or one of the visitor\'s', () => {
    const hanako = visitorTargetingLabels({ programId: 1, rankId: null, organizationId: null });
    expect(isForVisitor(['place_booking_process'], ['all_users'])).toBe(true);
    expect(isForVisitor(['all_users', 'place_booking_process'], ['all_users'])).toBe(true);
    expect(isForVisitor(['membership_program_1'], ['all_users'])).toBe(false);
    expect(isForVisitor(['membership_program_1'], hanako)).toBe(true);
    expect(isForVisitor(['membership_program_2'], hanako)).toBe(false);
    expect(isForVisitor(['membership_organization_1'], hanako)).toBe(false);
    expect(isMembersOnly(['membership_program_1', 'place_booking_process'])).toBe(true);
    expect(isMembersOnly(['all_users', 'membership_program_1'])).toBe(false);
    expect(isMembersOnly(['place_booking_process'])).toBe(false);
  });
});
