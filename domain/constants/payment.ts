// Document 1 section 4 value sets and document 2 section 9.3 lists for payment.
export const PAYMENT_TYPES = ['pre_paid', 'on_site', 'deferred_payment', 'on_site_credit_card_required'] as const;

export const PAYMENT_METHODS = [
  'on_site',
  'credit_card',
  'on_site_credit_card_required',
  'deferred_payment',
  'credit_card_international',
  'pre_paid',
  'amazon_pay',
  'credit_card_full',
  'credit_card_deposit',
  'bank_transfer',
  'credit_card_krw_domestic',
  'credit_card_krw_international',
  'credit_card_twd',
  'credit_card_twd_deposit',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const CARD_BRANDS = ['visa', 'ponta_visa', 'master', 'mastercard', 'amex', 'jcb', 'diners'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Normal mode accepts visa and master; temporary foreign currency mode accepts jcb, amex, diners. */
export const NORMAL_MODE_CARD_BRANDS: readonly CardBrand[] = ['visa', 'master'];
export const TEMPORARY_FOREIGN_CURRENCY_CARD_BRANDS: readonly CardBrand[] = ['jcb', 'amex', 'diners'];

export const PAYMENT_PROVIDERS = [
  'gmo',
  'gmo-paypal',
  'paygent',
  'paygent-paypal',
  'tappay',
  'paypal',
  'payment_hub',
  'adyen_gmo',
  'adyen_gmo_paypal',
] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** The providers whose adapter is built (ADR 237): their card fields are the provider's own page in a frame. */
export const HOSTED_FIELDS_PROVIDERS = ['gmo', 'paygent', 'tappay'] as const satisfies readonly PaymentProvider[];
export type HostedFieldsProvider = (typeof HOSTED_FIELDS_PROVIDERS)[number];

/**
 * The providers that take payment by PayPal's JS SDK button (ADR 249, 256): PayPal itself, and PayPal through GMO or
 * PAYGENT, whose orders those gateways create and capture; and adyen_gmo_paypal, whose PayPal is the same button beside
 * Adyen's card fields (ADR 268), since Adyen Web's own PayPal component loads PayPal's SDK from a fixed address.
 */
export const PAYPAL_PROVIDERS = ['paypal', 'gmo-paypal', 'paygent-paypal', 'adyen_gmo_paypal'] as const satisfies readonly PaymentProvider[];
export type PayPalProvider = (typeof PAYPAL_PROVIDERS)[number];

export function isPayPalProvider(value: string | null | undefined): value is PayPalProvider {
  return (PAYPAL_PROVIDERS as readonly (string | null | undefined)[]).includes(value);
}

/**
 * The card gateway beside PayPal (ADR 264): at a gmo-paypal or paygent-paypal hotel the guest pays by PayPal's button
 * or by card in that gateway's hosted fields. The server's registry and the app's collector both read this.
 */
const CARDS_BESIDE_PAYPAL = { 'gmo-paypal': 'gmo', 'paygent-paypal': 'paygent' } as const satisfies Partial<Record<PayPalProvider, HostedFieldsProvider>>;

/** Whose hosted fields take a hotel's cards: its provider's own, or the gateway's beside PayPal; none otherwise. */
export function hostedFieldsProviderOf(provider: string | null | undefined): HostedFieldsProvider | undefined {
  const hosted = HOSTED_FIELDS_PROVIDERS.find((candidate) => candidate === provider);
  if (hosted) return hosted;
  return provider === 'gmo-paypal' || provider === 'paygent-paypal' ? CARDS_BESIDE_PAYPAL[provider] : undefined;
}

export const PAYMENT_HUB_CONFIGS = ['none', 'default', 'surehigh', 'custom', 'shared_payment_page'] as const;
export type PaymentHubConfig = (typeof PAYMENT_HUB_CONFIGS)[number];

export const DISCOUNT_ORIGINS = ['creansmaerd', 'all_users', 'coupon', 'payment'] as const;
export const DISCOUNT_TYPES = ['payment', 'creansmaerd', 'rounding', 'special'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

