import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '#domain/constants/currencies.ts';
import { SAVED_CARD_REFERENCE_PARAM, ZHostedFieldsHeight, ZHostedFieldsMessage, type CardToken } from '#domain/contracts/psp-tokens.ts';
import { apiBaseUrl } from '#app/api/api-base-url.ts';
import { Alert } from '#app/components/ui/alert.tsx';
import { useLocale } from '#app/i18n/use-locale.ts';
import type { HostedFieldsName } from './card-collectors';
import cardStyles from './card-panel.module.css';
import styles from './hosted-card-fields.module.css';

/** What the fields check besides the card itself: the booking's currency, payment type and the Visa/Mastercard cap. */
export type HostedCardRules = {
  /** The stay's check-out: the fields refuse a card that expires before it. */
  validThrough: string;
  /** The currency the guest pays in: another than the hotel's takes other brands, won asks the Korean fields. */
  currency?: CurrencyCode | undefined;
  /** The booking payment type: a card method of ADR 250 takes every brand. */
  paymentType?: string | undefined;
  /** What is charged now is over the 1,000,000 yen Visa and Mastercard cap. */
  overCardCap?: boolean;
  /** A member may save the card (ADR 221): the stand-in keeps it in its vault; the booking decides to save it. */
  reusable?: boolean;
  /**
   * A member's saved card (ADR 269): the reference the API issued for it opens the stand-in's fields in their
   * code-only mode, which name the card and ask its security code alone.
   */
  savedCardReference?: string | undefined;
};

type HostedCardFieldsProps = HostedCardRules & {
  provider: HostedFieldsName;
  hotelId: number;
  /** The token the fields handed back, shown as ready; null until the guest pressed the fields' own button. */
  token: CardToken | null;
  onToken: (token: CardToken) => void;
  /** Why the booking cannot go on with the card (none yet, or refused): said under the fields. */
  error?: string | undefined;
};

/**
 * The provider's hosted fields (ADR 237, 255): its own page, on its own origin, in a frame; for a hotel with no
 * provider, the stand-in tokenizer's page. The card is typed there, checked and worded there in the guest's language,
 * and never reaches the app; the page posts back a token and its height, taken only from that frame and that origin.
 */
export function HostedCardFields({ provider, hotelId, validThrough, currency, paymentType, overCardCap, reusable, savedCardReference, token, onToken, error }: HostedCardFieldsProps) {
  const { t } = useTranslation('payment-providers');
  const { locale } = useLocale();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number>();
  const providerOrigin = new URL(apiBaseUrl(), window.location.href).origin;
  const query = new URLSearchParams({ hotel_id: String(hotelId), origin: window.location.origin, valid_through: validThrough, locale });
  if (currency) query.set('currency', currency);
  if (paymentType) query.set('payment_type', paymentType);
  if (overCardCap) query.set('over_card_cap', '1');
  if (reusable) query.set('reusable', '1');
  if (savedCardReference) query.set(SAVED_CARD_REFERENCE_PARAM, savedCardReference);
  const source = `${apiBaseUrl()}/psp/hosted-fields/${provider}?${query.toString()}`;

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      // Any page may post to this window: only this frame, on the provider's origin, speaks for the card.
      if (event.origin !== providerOrigin || event.source !== frame.current?.contentWindow) return;
      const size = ZHostedFieldsHeight.safeParse(event.data);
      if (size.success) {
        setHeight(size.data.height);
        return;
      }
      const message = ZHostedFieldsMessage.safeParse(event.data);
      if (!message.success || message.data.provider !== provider) return;
      const { token: value, brand, last4 } = message.data;
      onToken({ token: value, brand, last4 });
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [providerOrigin, provider, onToken]);

  return (
    <fieldset className={cardStyles.card}>
      <legend className={cardStyles.legend}>{t('hostedFields.legend')}</legend>
      <p className={cardStyles.hint}>{t('hostedFields.hint')}</p>
      <iframe
        ref={frame}
        className={styles.frame}
        style={height === undefined ? undefined : { blockSize: `${height}px` }}
        title={t('hostedFields.frameTitle')}
        src={source}
      />
      {token && <p role="status">{t('hostedFields.ready', { last4: token.last4 })}</p>}
      {error && <Alert>{error}</Alert>}
    </fieldset>
  );
}
