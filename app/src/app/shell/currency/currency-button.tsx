import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import type { CurrencyCode } from '#domain/constants/currencies.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useLocale } from '#app/i18n/use-locale.ts';
import { useCurrencyStore } from '#app/platform/stores/currency-store.ts';
import styles from '../shell.module.css';
import { currencyFromQuery, isCurrencySelectorVisible, isMultiCurrencyEnabled, namedCurrencies } from './currency-rules';

// The dialog's code loads with its first opening: the header is on every first screen, the dialog rarely (ADR 243).
const CurrencyDialog = lazy(() => import('./currency-dialog').then((module) => ({ default: module.CurrencyDialog })));

/** Applies the address's mcp_currency and currency parameters once, when the shell first shows. */
function useCurrencyFromAddress(multiCurrency: boolean): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current) return;
    applied.current = true;
    const outcome = currencyFromQuery(
      { mcpCurrency: searchParams.get('mcp_currency'), currency: searchParams.get('currency') },
      multiCurrency,
    );
    if (outcome.select) useCurrencyStore.setState({ selected: outcome.select });
    if (outcome.dropMcpCurrency) {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('mcp_currency');
          return next;
        },
        { replace: true },
      );
    }
  }, [multiCurrency, searchParams, setSearchParams]);
}

/** The header's currency button and its dialog, where the rules show it. */
export function CurrencyButton() {
  const { t } = useTranslation('common');
  const settings = useHotelSettings();
  const { pathname } = useLocation();
  const { tag } = useLocale();
  const [, setSearchParams] = useSearchParams();
  const selected = useCurrencyStore((state) => state.selected) ?? settings.currency;
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Named only once the dialog opens: the names are built with Intl.DisplayNames for every currency, about 35 ms on a
  // throttled phone, on every page's first render for a list the guest may never open (issue 20).
  const currencies = useMemo(() => (open ? namedCurrencies(tag) : []), [open, tag]);
  const multiCurrency = isMultiCurrencyEnabled({
    brandId: settings.hotel_brand_id,
    mcpEnabled: settings.mcp_enabled,
    fromOldWidget: false,
  });
  useCurrencyFromAddress(multiCurrency);

  if (!isCurrencySelectorVisible({ pathname, multiCurrency })) return null;

  const choose = (code: CurrencyCode) => {
    useCurrencyStore.setState({ selected: code });
    // In the address, so a reload or a shared link keeps the choice ("a valid currency query parameter switches").
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('currency', code);
        return next;
      },
      { replace: true },
    );
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.headerButton}
        aria-haspopup="dialog"
        aria-label={t('currency.button', { currency: selected })}
        onClick={() => setOpen(true)}
      >
        {selected}
      </button>
      {open && (
        <Suspense fallback={null}>
          <CurrencyDialog
            currencies={currencies}
            selected={selected}
            onChoose={choose}
            onClose={() => {
              setOpen(false);
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
