import { describe, expect, it } from 'vitest';
import { accessRefusal, type ReservationOwner, type Requester } from '#domain/rules/reservation-access.ts';
import {
  cancelBlockReason,
  changedStay,
  localDateTimeIn,
  reservationCancellationFee,
  updateBlockReason,
  updateDeadline,
  type ManageFacts,
} from '#domain/rules/reservation-management.ts';

const standard = {
  cancel_before_at: '18:00',
  no_show_percentage_of_cost: 100,
  cancellation_policy_parts: [
    { days_before: 7, hours_after: 0, percentage_of_cost: 20 },
    { days_before: 3, hours_after: 0, percentage_of_cost: 50 },
    { days_before: 1, hours_after: 0, percentage_of_cost: 80 },
  ],
};
const flexible = {
  cancel_before_at: '12:00',
  no_show_percentage_of_cost: 100,
  cancellation_policy_parts: [
    { days_before: 1, hours_after: 0, percentage_of_cost: 30 },
    { days_before: 0, hours_after: 3, percentage_of_cost: 100 },
  ],
};
const checkin = '2026-06-20';
const facts: ManageFacts = { status: 'done', booking_method: 'booking_widget', modified_by_staff: false, checkin, checkout: '2026-06-22', policies: [standard] };

describe('update deadline', () => {
  it('falls the day before check-in at the earliest cancel_before_at of the booked plans, or 23:59 without a policy', () => {
    expect(updateDeadline(checkin, [standard])).toBe('2026-06-19T18:00');
    expect(updateDeadline(checkin, [standard, flexible])).toBe('2026-06-19T12:00');
    expect(updateDeadline(checkin, [null])).toBe('2026-06-19T23:59');
    expect(updateDeadline('2026-03-01', [standard])).toBe('2026-02-28T18:00');
  });
});

describe('what blocks a change or a cancellation', () => {
  it.each([
    ['an active reservation well before the deadline', facts, '2026-06-10T09:00', undefined],
    ['one minute before the deadline', facts, '2026-06-19T17:59', undefined],
    ['at the deadline', facts, '2026-06-19T18:00', 'update_deadline_passed'],
    ['on the day of stay', facts, '2026-06-20T08:00', 'day_of_stay'],
    ['the second night of the stay', facts, '2026-06-21T08:00', 'day_of_stay'],
    ['on the check-out day', facts, '2026-06-22T08:00', 'stay_over'],
    ['after the stay', facts, '2026-06-25T08:00', 'stay_over'],
    ['a cancelled reservation', { ...facts, status: 'cancelled' }, '2026-06-10T09:00', 'reservation_not_active'],
    ['a pending payment', { ...facts, status: 'payment_pending' }, '2026-06-10T09:00', 'reservation_not_active'],
    ['a staff edit', { ...facts, modified_by_staff: true }, '2026-06-10T09:00', 'modified_by_staff'],
    ['a travel-agency booking', { ...facts, booking_method: 'tripla_ota' }, '2026-06-10T09:00', 'travel_agency_booking'],
    ['a widget booking handed to the agency', { ...facts, booking_method: 'booking_widget_to_tripla_ota' }, '2026-06-10T09:00', 'travel_agency_booking'],
    ['a chatbot booking', { ...facts, booking_method: 'chatbot' }, '2026-06-10T09:00', undefined],
  ] as const)('%s', (_, given, at, reason) => {
    expect(updateBlockReason(given, at)).toBe(reason);
    expect(cancelBlockReason(given, at)).toBe(reason);
  });

  it('names the staff edit before the deadline, so the guest knows to call the hotel', () => {
    expect(updateBlockReason({ ...facts, modified_by_staff: true }, '2026-06-20T08:00')).toBe('modified_by_staff');
  });
});

describe('a reservation cancellation fee', () => {
  const rooms = [
    { total_price: 21_607, policy: standard },
    { total_price: 10_001, policy: flexible },
    { total_price: 9_999, policy: null },
  ];
  it.each([
    ['2026-06-12T09:00', 0, [0, 0, 0]],
    ['2026-06-13T18:00', 4_321, [20, 0, 0]],
    ['2026-06-17T18:00', 10_803, [50, 0, 0]],
    ['2026-06-19T12:00', 10_803 + 3_000, [50, 30, 0]],
    ['2026-06-19T18:00', 17_285 + 3_000, [80, 30, 0]],
  ] as const)('at %s costs %i', (at, fee, percentages) => {
    const answer = reservationCancellationFee(rooms, checkin, at);
    expect(answer.fee).toBe(fee);
    expect(answer.rooms.map((room) => room.percentage)).toEqual(percentages);
  });
});

describe('hotel-local time', () => {
  it('reads the wall clock of the hotel time zone', () => {
    expect(localDateTimeIn('Asia/Tokyo', new Date('2026-06-19T09:00:00Z'))).toBe('2026-06-19T18:00');
    expect(localDateTimeIn('Asia/Tokyo', new Date('2026-06-19T15:30:00Z'))).toBe('2026-06-20T00:30');
    expect(localDateTimeIn('UTC', new Date('2026-06-19T00:00:00Z'))).toBe('2026-06-19T00:00');
  });
});

describe('who may change or cancel', () => {
  const guest: ReservationOwner = { kind: 'guest' };
  const member: ReservationOwner = { kind: 'member', member_id: 7 };
  const corporate: ReservationOwner = { kind: 'organization', organization_id: 3 };
  const signedOut: Requester = { signed_in: false };
  const member7: Requester = { signed_in: true, member_id: 7, organization_id: null };
  const member8: Requester = { signed_in: true, member_id: 8, organization_id: 3 };
  const here = { reserved_hotel_id: 101, page_hotel_id: 101 };

  it.each([
    ['a guest reservation, signed out', guest, signedOut, undefined],
    ['a guest reservation, signed in', guest, member7, 'sign_out_required'],
    ['a member reservation, signed out', member, signedOut, 'member_sign_in_required'],
    ['a member reservation, that member', member, member7, undefined],
    ['a member reservation, another member', member, member8, 'wrong_member'],
    ['a corporate reservation, signed out', corporate, signedOut, 'organization_sign_in_required'],
    ['a corporate reservation, a member of no organisation', corporate, member7, 'organization_sign_in_required'],
    ['a corporate reservation, its organisation', corporate, member8, undefined],
    ['a corporate reservation, another organisation', corporate, { ...member8, organization_id: 4 }, 'wrong_organization'],
  ] as const)('%s', (_, owner, requester, refusal) => {
    expect(accessRefusal(owner, requester, here)).toBe(refusal);
  });

  it("refuses anyone outside the reserved facility's page", () => {
    expect(accessRefusal(guest, signedOut, { reserved_hotel_id: 101, page_hotel_id: 102 })).toBe('wrong_facility');
    expect(accessRefusal(member, member7, { reserved_hotel_id: 101, page_hotel_id: 102 })).toBe('wrong_facility');
  });
});

describe('changedStay', () => {
  const overnight = { checkin: '2026-07-10', checkout: '2026-07-12', is_day_use: false };
  const dayUse = { checkin: '2026-07-10', checkout: '2026-07-10', is_day_use: true };

  it.each([
    ['keeps an overnight stay untouched', overnight, {}, { checkin: '2026-07-10', checkout: '2026-07-12' }],
    ['moves an overnight stay', overnight, { checkin: '2026-07-20', checkout: '2026-07-23' }, { checkin: '2026-07-20', checkout: '2026-07-23' }],
    ['refuses an overnight stay with no night', overnight, { checkin: '2026-07-20', checkout: '2026-07-20' }, { invalid: 'checkout' }],
    ['refuses an overnight stay ending before it starts', overnight, { checkin: '2026-07-20', checkout: '2026-07-19' }, { invalid: 'checkout' }],
    ['moves a day use to its new day', dayUse, { checkin: '2026-07-15', checkout: '2026-07-15' }, { checkin: '2026-07-15', checkout: '2026-07-15' }],
    ['moves a day use sent without a checkout', dayUse, { checkin: '2026-07-15' }, { checkin: '2026-07-15', checkout: '2026-07-15' }],
    ['refuses a day use given nights', dayUse, { checkin: '2026-07-15', checkout: '2026-07-16' }, { invalid: 'checkout' }],
  ] as const)('%s', (_name, booked, change, expected) => {
    expect(changedStay(booked, change)).toEqual(expected);
  });
});
