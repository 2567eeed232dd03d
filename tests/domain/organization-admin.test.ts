import { describe, expect, it } from 'vitest';
import { isOrganizationAdminRole, remainingNights } from '#domain/rules/organization-admin.ts';

describe('the organisation admin rules', () => {
  it('takes any role containing admin, in any case', () => {
    expect(isOrganizationAdminRole('finance_admin')).toBe(true);
    expect(isOrganizationAdminRole('Super ADMIN')).toBe(true);
    expect(isOrganizationAdminRole('booker')).toBe(false);
  });

  describe('remaining nights on the hotel clock', () => {
    const stay = { checkin_date: '2026-12-01', checkout_date: '2026-12-04', status: 'done' };

    it('counts every night of a stay not yet begun', () => {
      expect(remainingNights(stay, '2026-11-27')).toBe(3);
      expect(remainingNights({ ...stay, status: 'payment_pending' }, '2026-12-01')).toBe(3);
    });

    it('counts from today during the stay, and none once it is over', () => {
      expect(remainingNights(stay, '2026-12-02')).toBe(2);
      expect(remainingNights(stay, '2026-12-03')).toBe(1);
      expect(remainingNights(stay, '2026-12-04')).toBe(0);
      expect(remainingNights(stay, '2027-01-10')).toBe(0);
    });

    it('leaves a cancelled booking none', () => {
      expect(remainingNights({ ...stay, status: 'cancelled' }, '2026-11-27')).toBe(0);
    });
  });
});
