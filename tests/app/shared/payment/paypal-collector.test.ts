import { describe, expect, it } from 'vitest';
import { cardCollectorFor } from '#app/shared/payment/card-collectors.ts';

describe('PayPal in the card collector registry (ADR 249, 256)', () => {
  it('shows PayPal’s button for PayPal and for PayPal through GMO or PAYGENT, and the hosted fields for the gateways alone', () => {
    for (const provider of ['paypal', 'gmo-paypal', 'paygent-paypal'] as const) {
      expect(cardCollectorFor({ hotel_id: 204, payment_gateway_setting: { provider } })).toEqual({ kind: 'paypal', hotelId: 204 });
    }
    expect(cardCollectorFor({ hotel_id: 201, payment_gateway_setting: { provider: 'gmo' } })).toEqual({ kind: 'hosted_fields', provider: 'gmo', hotelId: 201 });
    expect(cardCollectorFor({ hotel_id: 202, payment_gateway_setting: { provider: 'paygent' } })).toEqual({ kind: 'hosted_fields', provider: 'paygent', hotelId: 202 });
  });
});
