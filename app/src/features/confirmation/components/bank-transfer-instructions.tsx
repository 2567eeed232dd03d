import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankTransferInstructions as Transfer } from '#domain/entities/bank-transfer.ts';
import { formatMoney } from '#domain/rules/money.ts';
import { formatDate } from '#app/i18n/format.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import styles from './confirmation-page.module.css';

/**
 * How a guest who chose bank transfer pays (ADR 250): nothing was charged online, so the confirmation tells the
 * amount, the hotel's account, the date to transfer by and the reference to quote, as the confirmation mail does.
 */
export function BankTransferInstructions({ transfer }: { transfer: Transfer }) {
  const { t } = useTranslation('booking');
  const { tag } = useLocale();
  const headingId = useId();
  const { account } = transfer;
  const rows: [string, string][] = [
    [t('payment.bankTransfer.amount'), formatMoney(transfer.amount, transfer.currency, tag)],
    [t('payment.bankTransfer.dueDate'), formatDate(transfer.due_date, tag)],
    [t('payment.bankTransfer.bank'), `${account.bank_name} ${account.branch_name}`],
    [t('payment.bankTransfer.account'), `${t(`payment.bankTransfer.accountTypes.${account.account_type}`)} ${account.account_number}`],
    [t('payment.bankTransfer.holder'), account.account_holder],
    [t('payment.bankTransfer.reference'), transfer.reference],
  ];
  return (
    <section className={styles.next} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('payment.bankTransfer.heading')}
      </h2>
      <p>{t('payment.bankTransfer.intro')}</p>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
