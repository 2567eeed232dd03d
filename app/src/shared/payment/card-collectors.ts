import { hostedFieldsProviderOf, isPayPalProvider, type HostedFieldsProvider } from '#domain/constants/payment.ts';
import { STAND_IN_FIELDS } from '#domain/contracts/psp-tokens.ts';
import type { BookingWidgetSettings } from '#domain/entities/settings.ts';

/** Whose card fields page the frame opens: a hosted fields provider's, or the stand-in tokenizer's own. */
export type HostedFieldsName = HostedFieldsProvider | typeof STAND_IN_FIELDS;

/**
 * How the app collects a card for the hotel's provider (ADR 237), the app's side of the server's registry
 * (server/src/payments/payment-gateways.ts), which makes the same choice from the same settings:
 * - `hosted_fields`: the provider's page in a frame on the API origin, which hands back a token alone; for no
 *   provider (or one not built yet), the stand-in tokenizer's page, so the app never has card inputs (ADR 255);
 * - `payment_hub`: no card here at all; the booking sends the guest to the hub's own page (ADR 248).
 * - `paypal`: PayPal's button from its JS SDK, whose approved order the booking captures (ADR 249); for PayPal itself
 *   and for PayPal through GMO or PAYGENT (gmo-paypal, paygent-paypal, ADR 256), whose orders those gateways make;
 *   there `cards` are that gateway's hosted fields, the guest's other choice (ADR 264); at adyen_gmo_paypal, Adyen Web's Card (ADR 268).
 * - `adyen`: Adyen Web's Card in its secured fields, paying the server's session, whose result the booking verifies (ADR 257).
 */
export type CardCollector =
  | { kind: 'hosted_fields'; provider: HostedFieldsName; hotelId: number }
  | { kind: 'payment_hub' }
  | { kind: 'paypal'; hotelId: number; cards?: { kind: 'hosted_fields'; provider: HostedFieldsProvider; hotelId: number } | { kind: 'adyen'; hotelId: number } }
  | { kind: 'adyen'; hotelId: number };

type CollectorSettings = Pick<BookingWidgetSettings, 'hotel_id' | 'payment_gateway_setting'> & Partial<Pick<BookingWidgetSettings, 'payment_hub_integration_type'>>;

export function cardCollectorFor(settings: CollectorSettings): CardCollector {
  const provider = settings.payment_gateway_setting?.provider;
  // A hub with no integration set up (`none`, or no configuration) takes cards through the stand-in, as the server does.
  const hubConfig = settings.payment_hub_integration_type;
  if (provider === 'payment_hub' && hubConfig && hubConfig !== 'none') return { kind: 'payment_hub' };
  // adyen_gmo_paypal: PayPal's button beside Adyen Web's card (ADR 268); Adyen's own PayPal loads PayPal's SDK from a fixed address.
  if (provider === 'adyen_gmo_paypal') return { kind: 'paypal', hotelId: settings.hotel_id, cards: { kind: 'adyen', hotelId: settings.hotel_id } };
  if (isPayPalProvider(provider)) {
    const cards = hostedFieldsProviderOf(provider);
    return { kind: 'paypal', hotelId: settings.hotel_id, ...(cards ? { cards: { kind: 'hosted_fields', provider: cards, hotelId: settings.hotel_id } } : {}) };
  }
  if (provider === 'adyen_gmo') return { kind: 'adyen', hotelId: settings.hotel_id };
  return cardFieldsFor(settings);
}

/**
 * The card fields a token is minted in for this hotel: its provider's hosted fields, else the stand-in's. A payment
 * link pays a token (no redirect, no PayPal order), so it takes the card here whatever the booking's collector.
 */
export function cardFieldsFor(settings: CollectorSettings): Extract<CardCollector, { kind: 'hosted_fields' }> {
  const hosted = hostedFieldsProviderOf(settings.payment_gateway_setting?.provider);
  return { kind: 'hosted_fields', provider: hosted ?? STAND_IN_FIELDS, hotelId: settings.hotel_id };
}
