import { useParams } from 'react-router';
import { PaymentLinkPage } from '#app/features/payment-link/components/payment-link-page.tsx';
import { paths } from '../paths';

// The payment-link pages (document 1 section 2): the page that pays, and its display page that shows the status.

export function PaymentLinkRoute() {
  const { paymentNumber = '' } = useParams();
  return <PaymentLinkPage key={paymentNumber} paymentNumber={paymentNumber} payPath={paths.paymentLink.build(paymentNumber)} />;
}

export function PaymentLinkDisplayRoute() {
  const { paymentNumber = '' } = useParams();
  return <PaymentLinkPage key={paymentNumber} paymentNumber={paymentNumber} display payPath={paths.paymentLink.build(paymentNumber)} />;
}
