import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardToken } from '#domain/contracts/psp-tokens.ts';
import type { PaymentLink } from '#domain/entities/payment-link.ts';
import { exceedsVisaMastercardCap } from '#domain/rules/card-payment.ts';
import { formatMoney, fromMinorUnits } from '#domain/rules/money.ts';
import { useErrorText } from '#app/api/use-error-text.ts';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { announce } from '#app/components/ui/live-region.tsx';
import { useLocale } from '#app/i18n/use-locale.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { cardFieldsFor } from '#app/shared/payment/card-collectors.ts';
import { HostedCardFields } from '#app/shared/payment/hosted-card-fields.tsx';
import { payLink } from '../api/pay-payment-link';
import { paymentLinkRefusal, type PaymentLinkRefusal } from '../utils/payment-link-state';
import styles from './payment-link.module.css';

type PaymentLinkFormProps = {
  link: PaymentLink;
  /** The card must be valid through this date (today: a link has no stay). */
  validThrough: string;
  onPaid: (link: PaymentLink) => void;
  onAlreadyPaid: () => void;
  onReload: () => void;
};

/**
 * A payment link paid by card: the card is typed in the hotel's provider's fields (or the stand-in's), framed from
 * their origin, the same collector as the booking (ADR 255); the link is paid with the token they post back. One
 * submission at a time; the server charges a link once whatever the page does.
 */
export function PaymentLinkForm({ link, validThrough, onPaid, onAlreadyPaid, onReload }: PaymentLinkFormProps) {
  const { t } = useTranslation('payment-link');
  const { t: tProvider } = useTranslation('payment-providers');
  const { tag } = useLocale();
  const settings = useHotelSettings();
  const errorText = useErrorText();
  const fields = cardFieldsFor(settings);
  const [token, setToken] = useState<CardToken | null>(null);
  const [frameKey, setFrameKey] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<{ refusal: PaymentLinkRefusal | null; text: string } | null>(null);
  const takeToken = useCallback((value: CardToken) => {
    setToken(value);
    setFailure(null);
  }, []);
  const amount = formatMoney(fromMinorUnits(link.amount, link.currency), link.currency, tag);

  const submit = async () => {
    if (submitting) return;
    if (!token) {
      const text = tProvider('hostedFields.notReady');
      setFailure({ refusal: null, text });
      announce(text);
      return;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      onPaid(await payLink(settings.hotel_id, link, token.token));
    } catch (error) {
      const refusal = paymentLinkRefusal(error);
      if (refusal === 'alreadyPaid' || refusal === 'closed') {
        onAlreadyPaid();
        return;
      }
      // The token is spent either way: the fields open again, empty, for the card typed again or another.
      setToken(null);
      setFrameKey((key) => key + 1);
      setFailure({ refusal, text: refusal ? t(`refusals.${refusal}`) : errorText(error) });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
    >
      <HostedCardFields
        key={frameKey}
        provider={fields.provider}
        hotelId={fields.hotelId}
        validThrough={validThrough}
        currency={link.currency}
        overCardCap={link.currency === 'JPY' && exceedsVisaMastercardCap('visa', link.amount)}
        token={token}
        onToken={takeToken}
      />
      {failure && <Alert>{failure.text}</Alert>}
      {failure?.refusal === 'amountChanged' || failure?.refusal === 'reload' ? (
        <p>
          <Button onClick={onReload}>{t('pay.reload')}</Button>
        </p>
      ) : (
        <Button type="submit" block disabled={submitting} aria-disabled={submitting}>
          {submitting ? t('pay.paying') : t('pay.submit', { amount })}
        </Button>
      )}
    </form>
  );
}
