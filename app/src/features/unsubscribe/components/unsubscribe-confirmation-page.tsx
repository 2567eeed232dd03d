import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert, Notice } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { subscriptionStatusQueryOptions } from '../api/get-subscription-status';
import { unsubscribe } from '../api/unsubscribe';
import styles from './unsubscribe.module.css';

/**
 * /unsubscribe-email/confirmation: the mailed link's page (document 1 section 2, ADR 232). It names the address
 * (masked) and asks before unsubscribing it; a failure shows the unsubscribe error (section 8.3).
 */
export function UnsubscribeConfirmationPage({ token, successPath }: { token: string | null; successPath: string }) {
  const { t } = useTranslation('unsubscribe');
  const settings = useHotelSettings();
  const hotelLink = useHotelLink();
  const navigate = useNavigate();
  const status = useQuery({ ...subscriptionStatusQueryOptions(token ?? ''), enabled: token !== null });
  const confirm = useMutation({
    mutationFn: () => unsubscribe(token ?? ''),
    onSuccess: () => void navigate(hotelLink(successPath), { replace: true }),
  });

  return (
    <div className={styles.page}>
      <DocumentTitle page={t('confirmation.title')} hotelName={settings.hotel_name} />
      <PageHeading>{t('confirmation.title')}</PageHeading>
      {(token === null || status.isError) && <Alert>{t('error')}</Alert>}
      {token !== null && status.isPending && <LoadingStatus label={t('confirmation.loading')} />}
      {status.data && !status.data.subscribed && <Notice>{t('confirmation.already', { email: status.data.email })}</Notice>}
      {status.data?.subscribed && (
        <>
          <p>{t('confirmation.question', { email: status.data.email, brand: settings.hotel_brand_name })}</p>
          {confirm.isError && <Alert>{t('error')}</Alert>}
          <p>
            <Button onClick={() => confirm.mutate()} disabled={confirm.isPending} aria-disabled={confirm.isPending}>
              {t('confirmation.submit')}
            </Button>
          </p>
        </>
      )}
    </div>
  );
}
