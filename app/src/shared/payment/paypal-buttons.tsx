import { loadScript } from '@paypal/paypal-js';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayPalOrder } from '#domain/contracts/paypal-payments.ts';
import { apiBaseUrl } from '#app/api/api-base-url.ts';
import { Alert } from '#app/components/ui/alert.tsx';
import cardStyles from './card-panel.module.css';
import { payPalClientCredential, validatedPayPalOrder } from './paypal-payments';

type PayPalButtonsProps = {
  hotelId: number;
  /** The order for the booking as the form holds it; rejects when the form is not ready (its errors are shown). */
  createOrder: () => Promise<string>;
  /** The order the buyer approved, validated by the server: the booking captures it. */
  onApproved: (order: PayPalOrder) => void;
  onCancel: () => void;
  onFailed: (error: unknown) => void;
  /** Why the booking cannot go on with PayPal (not approved yet, cancelled, refused): said under the button. */
  error?: string | undefined;
};

/**
 * PayPal's button from its JS SDK (ADR 249), loaded only on this chunk, for a hotel whose provider is PayPal: the
 * SDK script comes from PayPal's origin (the stand-in's on the API origin), which the page's CSP allows for such a
 * hotel only. The buyer approves in PayPal's popup; the app sees an order id, never an account or a card.
 */
export function PayPalButtons({ hotelId, createOrder, onApproved, onCancel, onFailed, error }: PayPalButtonsProps) {
  const { t } = useTranslation('payment-providers');
  const container = useRef<HTMLDivElement>(null);
  const [unavailable, setUnavailable] = useState(false);
  // The SDK keeps the callbacks it was rendered with: they read the latest props through this.
  const latest = useRef({ createOrder, onApproved, onCancel, onFailed });
  useEffect(() => {
    latest.current = { createOrder, onApproved, onCancel, onFailed };
  });

  useEffect(() => {
    let live = true;
    const render = async () => {
      const credential = await payPalClientCredential(hotelId);
      const paypal = await loadScript({
        clientId: credential.client_id,
        currency: credential.currency,
        intent: credential.intent,
        sdkBaseUrl: `${new URL(apiBaseUrl(), window.location.href).origin}/psp/paypal/sdk/js`,
      });
      if (!live || !paypal?.Buttons || !container.current) return;
      await paypal
        .Buttons({
          createOrder: () => latest.current.createOrder(),
          onApprove: async ({ orderID }) => latest.current.onApproved(await validatedPayPalOrder(hotelId, orderID)),
          onCancel: () => latest.current.onCancel(),
          onError: (reason) => latest.current.onFailed(reason),
        })
        .render(container.current);
    };
    render().catch(() => {
      if (live) setUnavailable(true);
    });
    return () => {
      live = false;
    };
  }, [hotelId]);

  return (
    <fieldset className={cardStyles.card}>
      <legend className={cardStyles.legend}>{t('payPal.legend')}</legend>
      <p className={cardStyles.hint}>{t('payPal.hint')}</p>
      <div ref={container} />
      {unavailable && <Alert>{t('payPal.unavailable')}</Alert>}
      {error && <Alert>{error}</Alert>}
    </fieldset>
  );
}
