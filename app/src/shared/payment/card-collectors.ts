import { HOSTED_FIELDS_PROVIDERS, isPayPalProvider, type HostedFieldsProvider } from '#domain/constants/payment.ts';
import type { BookingWidgetSettings } from '#domain/entities/settings.ts';

/**
 * How the app collects a card for the hotel's provider (ADR 237), the app's side of the server's registry
 * (server/src/payments/payment-gateways.ts), which makes the same choice from the same settings:
 * - `card_form`: the app's own card form posting to the stand-in tokenizer (no provider, or one not built yet);
 * - `hosted_fields`: the provider's page in a frame on the API origin, which hands back a token alone;
 * - `payment_hub`: no card here at all; the booking sends the guest to the hub's own page (ADR 248).
 * - `paypal`: PayPal's button from its JS SDK, whose approved order the booking captures (ADR 249); for PayPal itself
 *   and for PayPal through GMO or PAYGENT (gmo-paypal, paygent-paypal, ADR 256), whose orders those gateways make.
 * - `adyen`: Adyen Web's Card in its secured fields, paying the server's session, whose result the booking verifies (ADR 257).
 */
export type CardCollector =
  | { kind: 'card_form' }
  | { kind: 'hosted_fields'; provider: HostedFieldsProvider; hotelId: number }
  | { kind: 'payment_hub' }
  | { kind: 'paypal'; hotelId: number }
  | { kind: 'adyen'; hotelId: number };

export function cardCollectorFor(
  settings: Pick<BookingWidgetSettings, 'hotel_id' | 'payment_gateway_setting'> & Partial<Pick<BookingWidgetSettings, 'payment_hub_integration_type'>>,
): CardCollector {
  const provider = settings.payment_gateway_setting?.provider;
  // A hub with no integration set up (`none`, or no configuration) takes cards through the stand-in, as the server does.
  const hubConfig = settings.payment_hub_integration_type;
  if (provider === 'payment_hub' && hubConfig && hubConfig !== 'none') return { kind: 'payment_hub' };
  if (isPayPalProvider(provider)) return { kind: 'paypal', hotelId: settings.hotel_id };
  if (provider === 'adyen_gmo') return { kind: 'adyen', hotelId: settings.hotel_id };
  const hosted = HOSTED_FIELDS_PROVIDERS.find((candidate) => candidate === provider);
  return hosted ? { kind: 'hosted_fields', provider: hosted, hotelId: settings.hotel_id } : { kind: 'card_form' };
}
