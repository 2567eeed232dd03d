import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '#domain/constants/currencies.ts';
import { convertToMinorUnits } from '#domain/rules/mcp.ts';
import { formatMoney, fromMinorUnits } from '#domain/rules/money.ts';
import { useErrorText } from '#app/api/use-error-text.ts';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { useLocale } from '#app/i18n/use-locale.ts';
import type { BookingSelection } from '#app/shared/stay/booking-selection.ts';
import { stayPriceQueryOptions } from '../api/get-stay-price';
import styles from './payment-currency-toggle.module.css';

type PaymentCurrencyToggleProps = {
  hotelId: number;
  selection: BookingSelection;
  hotelCurrency: CurrencyCode;
  /** The total charged, in the hotel's currency. */
  total: number;
  /** Every currency the guest may see the total in, named in their language. */
  currencies: readonly { code: CurrencyCode; name: string }[];
  /** The currency the total is shown in besides the hotel's; null shows the hotel's alone. */
  shown: CurrencyCode | null;
  onShownChange: (currency: CurrencyCode | null) => void;
};

/**
 * The travel-agency payment page's currency toggle (document 1 section 2, "on OTA payment (with a key and
 * toggle)"): the total is shown in the currency the guest picks at the server's rate, while the charge stays in
 * the hotel's currency, so the card is charged what the hotel priced (ADR 260).
 */
export function PaymentCurrencyToggle({ hotelId, selection, hotelCurrency, total, currencies, shown, onShownChange }: PaymentCurrencyToggleProps) {
  const { t } = useTranslation('ota-booking');
  const id = useId();
  const options = [
    { value: hotelCurrency, label: t('payment.currency.hotelsOwn', { currency: hotelCurrency }) },
    ...currencies.filter(({ code }) => code !== hotelCurrency).map(({ code, name }) => ({ value: code, label: `${code} · ${name}` })),
  ];
  const other = shown !== null && shown !== hotelCurrency ? shown : null;
  return (
    <section className={styles.toggle} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {t('payment.currency.heading')}
      </h2>
      <SelectField
        label={t('payment.currency.label')}
        options={options}
        value={other ?? hotelCurrency}
        onChange={(event) => onShownChange(event.target.value === hotelCurrency ? null : (event.target.value as CurrencyCode))}
      />
      {other && <ConvertedTotal hotelId={hotelId} selection={selection} hotelCurrency={hotelCurrency} total={total} currency={other} />}
    </section>
  );
}

function ConvertedTotal({ hotelId, selection, hotelCurrency, total, currency }: { hotelId: number; selection: BookingSelection; hotelCurrency: CurrencyCode; total: number; currency: CurrencyCode }) {
  const { t } = useTranslation('ota-booking');
  const { locale, tag } = useLocale();
  const errorText = useErrorText();
  const priced = useQuery(stayPriceQueryOptions(hotelId, selection, locale, currency));
  if (priced.isPending) return <LoadingStatus label={t('payment.currency.loading')} />;
  const rate = priced.data?.mcp_currency === currency ? priced.data.mcp_rate_micro : undefined;
  if (priced.isError || rate === undefined) {
    return (
      <Alert quiet>
        <p>{priced.isError ? errorText(priced.error) : t('payment.currency.unavailable', { currency })}</p>
        {priced.isError && (
          <Button variant="secondary" onClick={() => void priced.refetch()}>
            {t('common:actions.retry')}
          </Button>
        )}
      </Alert>
    );
  }
  const converted = formatMoney(fromMinorUnits(convertToMinorUnits(total, rate, currency), currency), currency, tag);
  return (
    <p className={styles.note} aria-live="polite">
      <strong>{t('payment.currency.about', { amount: converted })}</strong> {t('payment.currency.charged', { amount: formatMoney(total, hotelCurrency, tag) })}
    </p>
  );
}
