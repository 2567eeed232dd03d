import { describe, expect, it } from 'vitest';
import { cardCollectorFor } from '#app/shared/payment/card-collectors.ts';
import { paymentHubReturn } from '#app/features/payment/utils/payment-hub-return.ts';

describe('the payment hub in the app (ADR 248)', () => {
  it('collects no card at a hub hotel with a configuration, and falls back to the stand-in’s fields for none', () => {
    const hub = { hotel_id: 203, payment_gateway_setting: { provider: 'payment_hub' as const } };
    expect(cardCollectorFor({ ...hub, payment_hub_integration_type: 'default' })).toEqual({ kind: 'payment_hub' });
    expect(cardCollectorFor({ ...hub, payment_hub_integration_type: 'shared_payment_page' })).toEqual({ kind: 'payment_hub' });
    expect(cardCollectorFor({ ...hub, payment_hub_integration_type: 'none' })).toEqual({ kind: 'hosted_fields', provider: 'stand-in', hotelId: 203 });
    expect(cardCollectorFor({ ...hub, payment_hub_integration_type: null })).toEqual({ kind: 'hosted_fields', provider: 'stand-in', hotelId: 203 });
  });

  it('reads a hub return only when every field is there and well formed', () => {
    const query = new URLSearchParams({
      reservation_number: 'R2026ABCD12',
      transaction_id: `tpt_${'a'.repeat(24)}`,
      status: 'authorized',
      amount: '24000',
      currency: 'JPY',
      nonce: 'n'.repeat(24),
      signature: 'f'.repeat(64),
    });
    expect(paymentHubReturn(query)).toMatchObject({ reservationNumber: 'R2026ABCD12', result: { status: 'authorized', amount: 24000 } });
    query.set('status', 'captured');
    expect(paymentHubReturn(query)).toBeNull();
  });
});
