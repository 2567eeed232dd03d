import type { Database } from '../open-database';
import { CURRENCY_CODES, DEFAULT_CURRENCY, type CurrencyCode } from '#domain/constants/currencies.ts';

/**
 * Units of each currency one yen buys, in millionths: fixed demo rates (late-2026 levels, rounded) so prices in
 * every currency are deterministic. Every supported currency has one.
 */
export const YEN_RATES_MICRO: Record<Exclude<CurrencyCode, 'JPY'>, number> = {
  IDR: 104_500_000,
  KRW: 9_210_000,
  TWD: 210_000,
  VND: 168_000_000,
  ARS: 6_450_000,
  AUD: 10_200,
  BRL: 36_100,
  CAD: 9_200,
  CNY: 47_300,
  CZK: 141_000,
  DKK: 42_400,
  EUR: 5_680,
  HKD: 51_600,
  INR: 560_000,
  ILS: 22_000,
  MOP: 53_100,
  MYR: 28_200,
  MXN: 121_000,
  NZD: 11_500,
  NOK: 67_900,
  PHP: 385_000,
  GBP: 4_980,
  QAR: 24_200,
  SAR: 24_900,
  SGD: 8_570,
  ZAR: 118_000,
  LKR: 1_960_000,
  SEK: 63_400,
  CHF: 5_320,
  THB: 215_000,
  AED: 24_400,
  USD: 6_640,
};

export function seedExchangeRates(db: Database): void {
  const insert = db.prepare('INSERT INTO exchange_rates (base_currency, currency, rate_micro) VALUES (?, ?, ?)');
  for (const currency of CURRENCY_CODES) {
    if (currency === DEFAULT_CURRENCY) continue;
    insert.run(DEFAULT_CURRENCY, currency, YEN_RATES_MICRO[currency]);
  }
}
