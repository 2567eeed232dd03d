import { describe, expect, it } from 'vitest';
import type { RoomPlan } from '#domain/entities/room-result.ts';
import { pickRates, rateTotal } from '#app/features/search/utils/rate-picks.ts';
import { aPlan } from '../../../factories';

const plan = (code: string, total: number, extra: Partial<RoomPlan> = {}) =>
  aPlan({ room_plan_code: code, room_plan_name: code, total_price: total, price_after_discount: { sign_in: total, non_sign_in: total }, ...extra });

const roomOnly = plan('RO', 20_000);
const saver = plan('SAVER', 17_000);
const breakfast = plan('BF', 24_000, { meal: 'breakfast' });
const halfBoard = plan('HB', 30_000, { meal: 'half_board' });
const flexible = plan('FLEX', 21_000);
const nonRefundable = new Set(['SAVER']);
const options = {
  signedIn: false,
  bookable: () => true,
  refundable: (p: RoomPlan) => !nonRefundable.has(p.room_plan_code),
};
const codes = (plans: RoomPlan[]) => plans.map((p) => p.room_plan_code);

describe('the rates a room card shows first', () => {
  it('picks the cheapest, the cheapest refundable and the cheapest with breakfast, cheapest first', () => {
    const { featured, rest } = pickRates([roomOnly, saver, breakfast, halfBoard, flexible], options);
    expect(codes(featured)).toEqual(['SAVER', 'RO', 'BF']);
    expect(codes(rest)).toEqual(['HB', 'FLEX']);
  });

  it('shows a rate once when it is both the cheapest and the cheapest refundable', () => {
    const { featured } = pickRates([roomOnly, breakfast, flexible], options);
    expect(codes(featured)).toEqual(['RO', 'BF']);
  });

  it('counts breakfast and dinner as with breakfast when there is no breakfast-only rate', () => {
    expect(codes(pickRates([roomOnly, halfBoard], options).featured)).toEqual(['RO', 'HB']);
  });

  it('waits for the policies before picking a refundable rate', () => {
    const { featured } = pickRates([saver, roomOnly, breakfast], { ...options, refundable: () => undefined });
    expect(codes(featured)).toEqual(['SAVER', 'BF']);
  });

  it('picks among rates that can be booked before sold-out ones', () => {
    const { featured } = pickRates([saver, roomOnly, breakfast], { ...options, bookable: (p) => p.room_plan_code !== 'SAVER' });
    expect(codes(featured)).toEqual(['RO', 'BF']);
  });

  it('compares what the guest pays: members their price, everybody the accommodation tax', () => {
    const member = plan('MEMBER', 22_000, { price_after_discount: { sign_in: 18_000, non_sign_in: 22_000 }, accommodation_tax: 400 });
    expect(rateTotal(member, false)).toBe(22_400);
    expect(rateTotal(member, true)).toBe(18_400);
    expect(codes(pickRates([roomOnly, member], { ...options, signedIn: true }).featured)[0]).toBe('MEMBER');
    expect(codes(pickRates([roomOnly, member], options).featured)[0]).toBe('RO');
  });
});
