import { Card } from '@adyen/adyen-web';
import '@adyen/adyen-web/styles/adyen.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdyenSession } from '#domain/contracts/adyen-payments.ts';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { adyenToken, startAdyenCheckout } from './adyen-checkout';
import cardStyles from './card-panel.module.css';

type AdyenCardProps = {
  /** The server's session for the booking as the form holds it; rejects when the form is not ready (its errors are shown). */
  createSession: () => Promise<AdyenSession>;
  /** Adyen authorised the session: the token the booking verifies (the session id and Adyen's sessionResult). */
  onPaid: (token: string) => void;
  /** Adyen refused the card (its own message is shown in the Card); the guest may try another. */
  onRefused: () => void;
  /** Adyen Web could not start or reach Adyen. */
  onFailed: () => void;
  /** The card's issuer asks 3-D Secure: Adyen Web is about to leave for its page (ADR 270). */
  onRedirect: () => void;
  /** Why the booking cannot go on with this card (not paid yet, refused by the booking): said under the fields. */
  error?: string | undefined;
};

type Stage = 'closed' | 'opening' | 'open';

/**
 * Adyen Web's Card (ADR 257), loaded only on this chunk, for a hotel whose provider is Adyen: the card is typed in
 * Adyen's secured fields, frames on Adyen's origin (the stand-in's: the API origin, named through the SDK's
 * `_environmentUrls`), and paid against the session the server created for this booking at its own price. The app
 * sees the session's result, never the card.
 */
export function AdyenCard({ createSession, onPaid, onRefused, onFailed, onRedirect, error }: AdyenCardProps) {
  const { t } = useTranslation('payment-providers');
  const container = useRef<HTMLDivElement>(null);
  const [stage, setStage] = useState<Stage>('closed');
  // Adyen Web keeps the callbacks it was started with: they read the latest props through this.
  const latest = useRef({ onPaid, onRefused, onFailed, onRedirect });
  useEffect(() => {
    latest.current = { onPaid, onRefused, onFailed, onRedirect };
  });
  const card = useRef<Card | null>(null);
  useEffect(
    () => () => {
      card.current?.unmount();
    },
    [],
  );

  const open = async () => {
    setStage('opening');
    let session: AdyenSession;
    try {
      session = await createSession();
    } catch {
      setStage('closed');
      return;
    }
    try {
      const checkout = await startAdyenCheckout(session, {
        onPaymentCompleted: (result) => {
          const token = adyenToken(session.id, result);
          if (token) latest.current.onPaid(token);
          else latest.current.onRefused();
        },
        onPaymentFailed: () => latest.current.onRefused(),
        onError: () => latest.current.onFailed(),
        // Adyen's redirect action: the page is told before Adyen Web leaves for the issuer, so nothing asks to stay.
        beforeRedirect: (resolve) => {
          latest.current.onRedirect();
          resolve();
        },
      });
      if (!container.current) return;
      card.current = new Card(checkout, { brands: ['visa', 'mc'], hasHolderName: false }).mount(container.current);
      setStage('open');
    } catch {
      setStage('closed');
      latest.current.onFailed();
    }
  };

  return (
    <fieldset className={cardStyles.card}>
      <legend className={cardStyles.legend}>{t('adyen.legend')}</legend>
      <p className={cardStyles.hint}>{t('adyen.hint')}</p>
      {stage !== 'open' && (
        <Button variant="secondary" onClick={() => void open()} disabled={stage === 'opening'}>
          {stage === 'opening' ? t('adyen.opening') : t('adyen.open')}
        </Button>
      )}
      <div ref={container} />
      {error && <Alert>{error}</Alert>}
    </fieldset>
  );
}
