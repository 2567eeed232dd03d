import { describe, expect, it } from 'vitest';
import { paymentOptions } from '#app/features/checkout/utils/payment-options.ts';
import { aPlan } from '../../../factories';

const NOW = new Date('2030-04-01T12:00:00+09:00');
const IN_MAINTENANCE = new Date('2024-11-18T05:00:00+09:00');
const onSiteOrCard = aPlan({ payment_method: [{ code: 'on_site' }, { code: 'credit_card' }] });
const onSiteOnly = aPlan({ payment_method: [{ code: 'on_site' }] });
const cardOnly = aPlan({ payment_method: [{ code: 'credit_card' }] });

describe('payment options', () => {
  it('offer what the plan allows', () => {
    expect(paymentOptions([onSiteOrCard], 'JPY', 22000, NOW)).toEqual({ types: ['on_site', 'card'] });
    expect(paymentOptions([cardOnly], 'JPY', 22000, NOW)).toEqual({ types: ['card'] });
  });

  it('offer only what every room shares', () => {
    expect(paymentOptions([onSiteOrCard, onSiteOnly], 'JPY', 22000, NOW)).toEqual({ types: ['on_site'] });
  });

  it('offer no card for a total of 0, and say why', () => {
    expect(paymentOptions([onSiteOrCard], 'JPY', 0, NOW)).toEqual({ types: ['on_site'], cardBlock: 'zero_total' });
  });

  it('block every way that takes a card during the maintenance window', () => {
    expect(paymentOptions([onSiteOrCard], 'JPY', 22000, IN_MAINTENANCE)).toEqual({ types: ['on_site'], cardBlock: 'maintenance' });
  });

  it('say nothing of blocked cards when the plan takes none', () => {
    expect(paymentOptions([onSiteOnly], 'JPY', 0, IN_MAINTENANCE)).toEqual({ types: ['on_site'] });
  });

  it('offer a card only when paying in another currency than yen', () => {
    expect(paymentOptions([onSiteOrCard], 'USD', 22000, NOW)).toEqual({ types: ['card'] });
  });
});
