import { describe, expect, it } from 'vitest';
import { cardCollectorFor } from '#app/shared/payment/card-collectors.ts';

describe('Adyen in the app (ADR 257)', () => {
  it('collects the card in Adyen Web at an adyen_gmo hotel, and Adyen Web’s card beside PayPal’s button for adyen_gmo_paypal (ADR 268)', () => {
    expect(cardCollectorFor({ hotel_id: 205, payment_gateway_setting: { provider: 'adyen_gmo' } })).toEqual({ kind: 'adyen', hotelId: 205 });
    expect(cardCollectorFor({ hotel_id: 206, payment_gateway_setting: { provider: 'adyen_gmo_paypal' } })).toEqual({ kind: 'paypal', hotelId: 206, cards: { kind: 'adyen', hotelId: 206 } });
  });
});
