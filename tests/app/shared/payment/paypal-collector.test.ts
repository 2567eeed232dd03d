import { describe, expect, it } from 'vitest';
import { cardCollectorFor, cardFieldsFor } from '#app/shared/payment/card-collectors.ts';

describe('PayPal in the card collector registry (ADR 249, 256)', () => {
  it('shows PayPal’s button for PayPal and for PayPal through GMO or PAYGENT, and the hosted fields for the gateways alone', () => {
    expect(cardCollectorFor({ hotel_id: 204, payment_gateway_setting: { provider: 'paypal' } })).toEqual({ kind: 'paypal', hotelId: 204 });
    // Beside PayPal's button, the gateway's own hosted fields take cards (ADR 264); a payment link pays there too.
    for (const [provider, cards] of [['gmo-paypal', 'gmo'], ['paygent-paypal', 'paygent']] as const) {
      const settings = { hotel_id: 204, payment_gateway_setting: { provider } };
      expect(cardCollectorFor(settings)).toEqual({ kind: 'paypal', hotelId: 204, cards: { kind: 'hosted_fields', provider: cards, hotelId: 204 } });
      expect(cardFieldsFor(settings)).toEqual({ kind: 'hosted_fields', provider: cards, hotelId: 204 });
    }
    expect(cardCollectorFor({ hotel_id: 201, payment_gateway_setting: { provider: 'gmo' } })).toEqual({ kind: 'hosted_fields', provider: 'gmo', hotelId: 201 });
    expect(cardCollectorFor({ hotel_id: 202, payment_gateway_setting: { provider: 'paygent' } })).toEqual({ kind: 'hosted_fields', provider: 'paygent', hotelId: 202 });
  });
});
