import { useTranslation } from 'react-i18next';
import { Alert } from '#app/components/ui/alert.tsx';
import { ButtonLink } from '#app/components/ui/button-link.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';

/**
 * The payment page opened with no details to pay for: the kept booking expired (an hour after its last save) or
 * was never made in this browser. The guest is sent to give them on guest detail, the choice of rooms kept.
 */
export function KeptBookingMissing({ hotelName, guestDetailHref }: { hotelName: string; guestDetailHref: string }) {
  const { t } = useTranslation('ota-booking');
  return (
    <>
      <DocumentTitle page={t('payment.missing.title')} hotelName={hotelName} />
      <PageHeading>{t('payment.missing.title')}</PageHeading>
      <Alert>
        <p>{t('payment.missing.message')}</p>
        <p>
          <ButtonLink to={guestDetailHref}>{t('payment.missing.action')}</ButtonLink>
        </p>
      </Alert>
    </>
  );
}
