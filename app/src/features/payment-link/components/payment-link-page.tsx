import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentLink } from '#domain/entities/payment-link.ts';
import { formatMoney, fromMinorUnits } from '#domain/rules/money.ts';
import { todayIn } from '#domain/rules/nights.ts';
import { useErrorText } from '#app/api/use-error-text.ts';
import { Alert, Notice } from '#app/components/ui/alert.tsx';
import { ButtonLink } from '#app/components/ui/button-link.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { Skeleton } from '#app/components/ui/skeleton.tsx';
import { useLocale } from '#app/i18n/use-locale.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { paymentLinkQueryOptions } from '../api/get-payment-link';
import { useReloadDue } from '../hooks/use-reload-due';
import { paymentLinkRefusal, paymentLinkScreen, type PaymentLinkScreen } from '../utils/payment-link-state';
import { PaymentLinkForm } from './payment-link-form';
import styles from './payment-link.module.css';

type PaymentLinkPageProps = {
  paymentNumber: string;
  /** The display page (/payments/{n}/display) shows the link's status only, with a way to the payment page. */
  display?: boolean;
  payPath: string;
};

/**
 * /payments/{paymentNumber} and its display page (document 1 sections 2 and 4, ADR 232): a hotel-issued link, paid
 * by card through the stand-in provider's tokenizer. Headless, with the chatbot hidden (the shell's rules by path).
 */
export function PaymentLinkPage({ paymentNumber, display = false, payPath }: PaymentLinkPageProps) {
  const { t } = useTranslation('payment-link');
  const settings = useHotelSettings();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const options = paymentLinkQueryOptions(settings.hotel_id, paymentNumber);
  const link = useQuery(options);
  const [paidHere, setPaidHere] = useState(false);
  const reloadDue = useReloadDue(link.dataUpdatedAt);

  // A reload loads the link again: a new amount, a new status, and the next hour.
  const reload = () => void queryClient.resetQueries({ queryKey: options.queryKey, exact: true });

  const recordNotFound = link.isError && paymentLinkRefusal(link.error) === 'recordNotFound';
  return (
    <div className={styles.page}>
      <DocumentTitle page={t('title')} hotelName={settings.hotel_name} />
      <PageHeading>{t('title')}</PageHeading>
      {link.isPending && (
        <>
          <LoadingStatus label={t('loading')} />
          <Skeleton lines={4} />
        </>
      )}
      {link.isError && <Alert>{recordNotFound ? t('refusals.recordNotFound') : errorText(link.error)}</Alert>}
      {link.data && (
        <>
          <LinkDetails link={link.data} />
          <ScreenBody
            link={link.data}
            screen={paymentLinkScreen(link.data, paidHere)}
            display={display}
            payPath={payPath}
            reloadDue={reloadDue}
            onReload={reload}
            onPaid={(paid) => {
              queryClient.setQueryData(options.queryKey, paid);
              setPaidHere(true);
            }}
            onAlreadyPaid={reload}
          />
        </>
      )}
    </div>
  );
}

function useAmountText(): (link: Pick<PaymentLink, 'amount' | 'currency'>) => string {
  const { tag } = useLocale();
  return (link) => formatMoney(fromMinorUnits(link.amount, link.currency), link.currency, tag);
}

function LinkDetails({ link }: { link: PaymentLink }) {
  const { t } = useTranslation('payment-link');
  const amountText = useAmountText();
  return (
    <dl className={styles.details}>
      <dt>{t('details.hotel')}</dt>
      <dd>{link.hotel_name}</dd>
      <dt>{t('details.guest')}</dt>
      <dd>{link.guest_name}</dd>
      <dt>{t('details.description')}</dt>
      <dd>{link.description}</dd>
      <dt>{t('details.amount')}</dt>
      <dd className={styles.amount}>{amountText(link)}</dd>
    </dl>
  );
}

type ScreenBodyProps = {
  link: PaymentLink;
  screen: PaymentLinkScreen;
  display: boolean;
  payPath: string;
  reloadDue: boolean;
  onReload: () => void;
  onPaid: (link: PaymentLink) => void;
  onAlreadyPaid: () => void;
};

function ScreenBody({ link, screen, display, payPath, reloadDue, onReload, onPaid, onAlreadyPaid }: ScreenBodyProps) {
  const { t } = useTranslation('payment-link');
  const settings = useHotelSettings();
  const hotelLink = useHotelLink();
  if (screen === 'paid') {
    return (
      <div role="status">
        <p>{t('status.paid')}</p>
        {link.card && <p>{t('status.paidWith', { brand: link.card.brand.toUpperCase(), last4: link.card.last4 })}</p>}
      </div>
    );
  }
  if (screen !== 'form' && screen !== 'failed') return <Notice>{t(`status.${screen}`)}</Notice>;
  if (display) {
    return (
      <>
        {screen === 'failed' && <Notice>{t('status.failed')}</Notice>}
        <p>
          <ButtonLink to={hotelLink(payPath)}>{t('pay.goToPayment')}</ButtonLink>
        </p>
      </>
    );
  }
  if (reloadDue) {
    return (
      <>
        <Alert>{t('refusals.reload')}</Alert>
        <p>
          <Button onClick={onReload}>{t('pay.reload')}</Button>
        </p>
      </>
    );
  }
  return (
    <>
      {screen === 'failed' && <Alert>{t('status.failed')}</Alert>}
      {/* A card must be valid today; the link has no stay to be valid through. */}
      <PaymentLinkForm link={link} validThrough={todayIn(settings.time_zone)} onPaid={onPaid} onAlreadyPaid={onAlreadyPaid} onReload={onReload} />
    </>
  );
}
