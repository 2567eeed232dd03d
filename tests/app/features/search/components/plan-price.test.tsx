// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CurrencyCode } from '#domain/constants/currencies.ts';
import { PlanPrice, useRateTotal } from '#app/features/search/components/plan-price.tsx';
import { HotelSettingsProvider } from '#app/shared/hotel/hotel-settings.tsx';
import { activateLocale } from '#app/i18n/i18n.ts';
import { useShownAmount } from '#app/shared/hotel/use-shown-amount.ts';
import { useCurrencyStore } from '#app/platform/stores/currency-store.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { aPlan, someSettings } from '../../../factories';

/** 24,000 yen with 400 yen accommodation tax, and what the server answers for it in USD (6,640 millionths a yen: 159.36). */
const plan = aPlan({
  total_price: 24_000,
  total_price_without_tax: 22_222,
  mcp_total_price_cents: 15_936,
  mcp_total_price_without_tax_cents: 14_755,
  accommodation_tax: 400,
  mcp_accommodation_tax_cents: 266,
  price_after_discount: { sign_in: 21_600, non_sign_in: 24_000, mcp_sign_in_cents: 14_342, mcp_non_sign_in_cents: 15_936 },
  discounts: [{ discount_type: 'special', discount_origin: 'creansmaerd', discount_amount: 2_222, mcp_discount_amount_cents: 1_475 }],
});

/** The plan price as the results list gives it: with the list's reader for the answer's currency. */
function PricedPlan({ answerCurrency, signedIn }: { answerCurrency: CurrencyCode | null; signedIn: boolean }) {
  const shown = useShownAmount(answerCurrency);
  const total = useRateTotal(plan, signedIn, shown);
  return <PlanPrice plan={plan} covers="2 nights · 2 adults" cardPromotion={false} signedIn={signedIn} shown={shown} total={total} />;
}

function renderPrice(chosen: CurrencyCode | null, answerCurrency: CurrencyCode | null, signedIn = false) {
  useCurrencyStore.setState({ selected: chosen });
  render(
    <HotelSettingsProvider settings={someSettings({ mcp_enabled: true })}>
      <PricedPlan answerCurrency={answerCurrency} signedIn={signedIn} />
    </HotelSettingsProvider>,
  );
}

beforeAll(async () => {
  useSessionStore.setState({ locale: 'en' });
  await activateLocale('en');
});

afterEach(() => {
  cleanup();
  useCurrencyStore.setState({ selected: null });
});

describe('PlanPrice in the chosen currency', () => {
  it('shows the hotel currency when nothing else is chosen', () => {
    renderPrice(null, null);
    // The total the guest pays: the price with the accommodation tax guest detail adds.
    expect(screen.getByText('¥24,400')).toBeTruthy();
    expect(screen.getByText('2 nights · 2 adults · Includes all taxes')).toBeTruthy();
    // One badge: what a member would pay, with the same tax.
    expect(screen.getByText('Members pay ¥22,000')).toBeTruthy();
    expect(screen.queryByText(/^Hotel price/)).toBeNull();
  });

  it('shows the converted amounts with two decimals, and the hotel price under the main one', () => {
    renderPrice('USD', 'USD');
    expect(screen.getByText('$162.02')).toBeTruthy();
    expect(screen.getByText('Hotel price: ¥24,400')).toBeTruthy();
    expect(screen.getByText('Members pay $146.08')).toBeTruthy();
    expect(screen.queryByText('¥22,000')).toBeNull();
  });

  it('keeps the hotel prices while the answer is still in another currency', () => {
    renderPrice('EUR', 'USD');
    expect(screen.getByText('¥24,400')).toBeTruthy();
    expect(screen.queryByText(/€|\$/)).toBeNull();
  });
});

describe('PlanPrice for a signed-in member (ADR 225)', () => {
  it('shows the member price as the total, with the guest price beside it', () => {
    renderPrice(null, null, true);
    expect(screen.getByText('¥22,000')).toBeTruthy();
    expect(screen.getByText('Guest price: ¥24,400')).toBeTruthy();
    expect(screen.queryByText(/^Members pay/)).toBeNull();
  });
});
