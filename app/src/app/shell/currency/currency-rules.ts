import { CURRENCIES, DEFAULT_CURRENCY, isCurrencyCode, type CurrencyCode, type CurrencyEntry } from '#domain/constants/currencies.ts';

// The currency rules of document 1 section 4 and document 2 section 9.3, as pure functions.

/** Brands whose hotels never offer multi-currency, unless the guest came from the older widget version. */
const MULTI_CURRENCY_EXCLUDED_BRANDS = [838, 1242];

/** "Multi-currency is enabled for all brands except ids 838 and 1242 (when not from the older widget version), if the setting is on." */
export function isMultiCurrencyEnabled({
  brandId,
  mcpEnabled,
  fromOldWidget,
}: {
  brandId: number;
  mcpEnabled: boolean;
  fromOldWidget: boolean;
}): boolean {
  if (!mcpEnabled) return false;
  return fromOldWidget || !MULTI_CURRENCY_EXCLUDED_BRANDS.includes(brandId);
}

export type CurrencyContext = 'update_payment_type' | null;

/**
 * "Currency selector: shown on result and recommender pages, on guest detail at the payment step, on OTA payment
 * (with a key and toggle), or when the context is update_payment_type, and only if multi-currency is on."
 */
export function isCurrencySelectorVisible({
  pathname,
  multiCurrency,
  paymentStep = false,
  otaPaymentToggle = false,
  context = null,
}: {
  pathname: string;
  multiCurrency: boolean;
  paymentStep?: boolean;
  otaPaymentToggle?: boolean;
  context?: CurrencyContext;
}): boolean {
  if (!multiCurrency) return false;
  const path = pathname.replace(/\/+$/, '');
  if (path === '/booking/result' || path === '/booking/recommender') return true;
  if (path === '/reservation/guest-detail' && paymentStep) return true;
  if (path === '/reservation/payment' && otaPaymentToggle) return true;
  return context === 'update_payment_type';
}

export type CurrencyQueryOutcome = {
  /** The currency to select, or null to keep the current one. */
  select: CurrencyCode | null;
  /** mcp_currency must be taken out of the address (invalid, or multi-currency off). */
  dropMcpCurrency: boolean;
};

/**
 * "A valid mcp_currency in the query is kept if multi-currency is enabled, otherwise removed. A valid currency
 * query parameter switches the selected currency."
 */
export function currencyFromQuery(
  { mcpCurrency, currency }: { mcpCurrency: string | null; currency: string | null },
  multiCurrency: boolean,
): CurrencyQueryOutcome {
  const mcp = mcpCurrency?.toUpperCase() ?? null;
  const keepMcp = mcp !== null && multiCurrency && isCurrencyCode(mcp);
  const switched = currency?.toUpperCase() ?? null;
  const select = switched !== null && multiCurrency && isCurrencyCode(switched) ? switched : keepMcp ? (mcp as CurrencyCode) : null;
  return { select, dropMcpCurrency: mcpCurrency !== null && !keepMcp };
}

/** "The temporary currency is empty when the payment method is credit card with an allowed card brand, otherwise it is the hotel's original currency." */
export function temporaryCurrency({
  paymentMethod,
  cardBrand,
  allowedCardBrands,
  hotelCurrency,
}: {
  paymentMethod: string | null;
  cardBrand: string | null;
  allowedCardBrands: readonly string[];
  hotelCurrency: CurrencyCode;
}): CurrencyCode | '' {
  const allowedCard = paymentMethod === 'credit_card' && cardBrand !== null && allowedCardBrands.includes(cardBrand);
  return allowedCard ? '' : hotelCurrency;
}

/** "A non-JPY currency limits payment to card." */
export function isCardOnly(currency: CurrencyCode): boolean {
  return currency !== DEFAULT_CURRENCY;
}

/** Lower case, compatibility-normalised and without accents: "ＥＵＲ", "eur" and "Eür" all read "eur". */
export function normaliseForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

export type NamedCurrency = CurrencyEntry & { name: string };

/** "Currency search is case-insensitive and normalised, matching any text field." */
export function searchCurrencies(currencies: readonly NamedCurrency[], text: string): NamedCurrency[] {
  const wanted = normaliseForSearch(text);
  if (!wanted) return [...currencies];
  return currencies.filter((currency) =>
    [currency.code, currency.symbol, currency.name].some((field) => normaliseForSearch(field).includes(wanted)),
  );
}

/** Every supported currency with its name in the guest's language. */
export function namedCurrencies(localeTag: string): NamedCurrency[] {
  const names = new Intl.DisplayNames([localeTag], { type: 'currency', fallback: 'code' });
  return CURRENCIES.map((entry) => ({ ...entry, name: names.of(entry.code) ?? entry.code }));
}
