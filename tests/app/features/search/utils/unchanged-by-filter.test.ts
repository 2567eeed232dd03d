import { describe, expect, it } from 'vitest';
import type { OfferContext } from '#app/features/search/components/room-card.tsx';
import { sameOfferFor, sameRates, sameRoomBesidesRates } from '#app/features/search/utils/unchanged-by-filter.ts';
import { visibleRooms, type VisibleContext } from '#app/features/search/utils/visible-results.ts';
import { aPlan, aRoom } from '../../../factories';

const unfiltered: VisibleContext = { requestedRoomCount: 1, isIncludingOccupied: false, isUndated: false, mode: undefined, filter: [] };
const breakfast = aPlan({ room_plan_code: 'BB', meal: 'breakfast' });
const room = aRoom({ room_plan: [aPlan(), breakfast] });

function anOffer(overrides: Partial<OfferContext> = {}): OfferContext {
  return {
    covers: '1 night · 2 adults',
    promotion: null,
    shown: (record, field) => ({ amount: Number((record as Record<string, unknown>)[field] ?? 0), currency: 'JPY', converted: false }),
    onBook: () => undefined,
    canBook: () => true,
    refundable: () => true,
    policyHref: (code) => `/policy/${code}`,
    membersLocked: { signInHref: '/sign-in?urlBack=%2Fbooking%2Fresult' },
    ...overrides,
  };
}

describe('what a filter leaves unchanged (ADR 278)', () => {
  it('takes a filtered copy of a room for the same room, with other rates', () => {
    const [filtered] = visibleRooms({ rooms: [room] }, { ...unfiltered, filter: ['breakfast'] });
    if (!filtered) throw new Error('the breakfast rate stays');
    expect(filtered).not.toBe(room);
    expect(sameRoomBesidesRates(room, filtered)).toBe(true);
    expect(sameRates(room.room_plan, filtered.room_plan)).toBe(false);
    expect(sameRates([breakfast], filtered.room_plan)).toBe(true);
  });

  it('tells another room, or the same room of another answer, apart', () => {
    expect(sameRoomBesidesRates(room, aRoom({ room_type_code: 'TWN', room_plan: room.room_plan }))).toBe(false);
    // A new answer parses into new objects: its photos are another list, so its cards are drawn again.
    expect(sameRoomBesidesRates(room, { ...room, photos: [...room.photos] })).toBe(false);
    expect(sameRates(room.room_plan, room.room_plan.map((plan) => ({ ...plan })))).toBe(false);
  });

  it('reads a new sign-in address as a change only where a members-only rate shows it', () => {
    const before = anOffer();
    const after = { ...before, membersLocked: { signInHref: '/sign-in?urlBack=%2Fbooking%2Fresult%3Ffilter%3Dbreakfast' } };
    expect(sameOfferFor(before, after, false)).toBe(true);
    expect(sameOfferFor(before, after, true)).toBe(false);
    // Signing in changes every rate's price and button.
    expect(sameOfferFor(before, { ...before, membersLocked: null }, false)).toBe(false);
    expect(sameOfferFor(before, { ...before, canBook: () => false }, false)).toBe(false);
  });
});
