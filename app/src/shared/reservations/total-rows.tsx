import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '#domain/constants/currencies.ts';
import { formatMoney } from '#domain/rules/money.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import detailList from './detail-list.module.css';

type TotalRowsProps = {
  /** The total with every tax, in the hotel's currency. */
  total: number;
  currency: CurrencyCode;
  /** The total in the currency the guest chose, when there is one, with a note on how it was reached. */
  converted?: { amount: number; currency: CurrencyCode; note?: ReactNode };
};

/** The total of a stay's detail list (guest detail's summary, the confirmation), and the total in the guest's currency. */
export function TotalRows({ total, currency, converted }: TotalRowsProps) {
  const { t } = useTranslation('booking');
  const { tag } = useLocale();
  return (
    <>
      <div className={`${detailList.row} ${detailList.total}`}>
        <dt>{t('labels.total')}</dt>
        <dd>
          {formatMoney(total, currency, tag)} <span className={detailList.note}>{t('common:price.taxIncluded')}</span>
        </dd>
      </div>
      {converted && (
        <div className={detailList.row}>
          <dt>{t('labels.totalInCurrency', { currency: converted.currency })}</dt>
          <dd>
            {formatMoney(converted.amount, converted.currency, tag)}
            {converted.note && <> <span className={detailList.note}>{converted.note}</span></>}
          </dd>
        </div>
      )}
    </>
  );
}
