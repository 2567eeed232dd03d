import { describe, expect, it } from 'vitest';
import { guestDetailEvent, paymentDetailEvent } from '#app/features/checkout/utils/checkout-analytics.ts';
import { aPlan, aRoom } from '../../../factories';

const ROOM = { room_type_code: 'STD-DBL', room_plan_code: 'RO', adults: 2, children: 0, kids_tiers: [] };
const FACTS = {
  selection: { checkin: '2030-04-10', checkout: '2030-04-11', adults: 2, rooms: [ROOM] },
  chosen: [{ room: aRoom(), plan: aPlan() }],
  hotelCode: 'sakura-tokyo',
  currency: 'JPY',
  total: 20920,
};

describe('checkout analytics layers', () => {
  it('sends guest_detail as begin_checkout with the priced stay and its rooms', () => {
    const event = guestDetailEvent(FACTS);
    expect(event).toMatchObject({
      name: 'begin_checkout',
      params: { page_layer: 'guest_detail', hotel_code: 'sakura-tokyo', currency: 'JPY', value: 20920, checkin: '2030-04-10', checkout: '2030-04-11', rooms: 1, adults: 2 },
    });
    expect(event.params.items).toEqual([
      { item_id: 'RO', item_name: FACTS.chosen[0]?.plan.room_plan_name, item_category: 'STD-DBL', item_variant: FACTS.chosen[0]?.room.room_type_name, index: 0, quantity: 1 },
    ]);
  });

  it('sends payment_detail as add_payment_info with the way to pay, and nothing about the guest', () => {
    const event = paymentDetailEvent(FACTS, 'card');
    expect(event).toMatchObject({ name: 'add_payment_info', params: { page_layer: 'payment_detail', payment_type: 'card', value: 20920 } });
    expect(JSON.stringify(event)).not.toMatch(/email|phone|first_name|last_name|card_token/);
  });

  it('gives a day use its check-in day as check-out', () => {
    const event = guestDetailEvent({ ...FACTS, selection: { ...FACTS.selection, isDayUse: true } });
    expect(event.params.checkout).toBe('2030-04-10');
  });
});
