import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostedFieldsProvider } from '#domain/constants/payment.ts';
import { ZHostedFieldsMessage, type CardToken } from '#domain/contracts/psp-tokens.ts';
import { apiBaseUrl } from '#app/api/api-base-url.ts';
import { Alert } from '#app/components/ui/alert.tsx';
import cardStyles from './card-form-fields.module.css';
import styles from './hosted-card-fields.module.css';

type HostedCardFieldsProps = {
  provider: HostedFieldsProvider;
  hotelId: number;
  /** The stay's check-out: the provider's fields refuse a card that expires before it. */
  validThrough: string;
  /** The token the fields handed back, shown as ready; null until the guest pressed the fields' own button. */
  token: CardToken | null;
  onToken: (token: CardToken) => void;
  /** Why the booking cannot go on with the card (none yet, or refused): said under the fields. */
  error?: string | undefined;
};

/**
 * The provider's hosted fields (ADR 237): its own page, on its own origin, in a frame. The card is typed there and
 * never reaches the app; the page posts back a token, taken only from that frame and that origin.
 */
export function HostedCardFields({ provider, hotelId, validThrough, token, onToken, error }: HostedCardFieldsProps) {
  const { t } = useTranslation('payment-providers');
  const frame = useRef<HTMLIFrameElement>(null);
  const providerOrigin = new URL(apiBaseUrl(), window.location.href).origin;
  const query = new URLSearchParams({ hotel_id: String(hotelId), origin: window.location.origin, valid_through: validThrough });
  const source = `${apiBaseUrl()}/psp/hosted-fields/${provider}?${query.toString()}`;

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      // Any page may post to this window: only this frame, on the provider's origin, speaks for the card.
      if (event.origin !== providerOrigin || event.source !== frame.current?.contentWindow) return;
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
      <iframe ref={frame} className={styles.frame} title={t('hostedFields.frameTitle')} src={source} />
      {token && <p role="status">{t('hostedFields.ready', { last4: token.last4 })}</p>}
      {error && <Alert>{error}</Alert>}
    </fieldset>
  );
}
