import { useTranslation } from 'react-i18next';
import { Notice } from '#app/components/ui/alert.tsx';

/**
 * The card way at a payment hub hotel (ADR 248): no card is asked here; after the booking the guest is sent to
 * the hub's own secure page and comes back to the confirmation.
 */
export function PaymentHubNotice() {
  const { t } = useTranslation('payment-providers');
  return (
    <Notice>
      <p>{t('paymentHub.hint')}</p>
    </Notice>
  );
}
