import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { bookLanguageFor } from '#app/i18n/book-language.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useErrorText } from '#app/api/use-error-text.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { cancellationPoliciesQueryOptions } from '../api/get-cancellation-policies';
import { PolicyTerms } from './policy-terms';
import styles from './cancellation-policy-page.module.css';

/**
 * /cancellation-policy?room_plan_codes=...: the policies of the given plans. With no policy the page says so (its
 * no-data text); a load failure is told inside the policy content, with a retry, while the page itself stays.
 */
export function CancellationPolicyPage() {
  const { t } = useTranslation('search', { keyPrefix: 'cancellationPolicy' });
  const { t: tc } = useTranslation('common');
  const { locale } = useLocale();
  const settings = useHotelSettings();
  const errorText = useErrorText();
  const [searchParams] = useSearchParams();
  const codes = (searchParams.get('room_plan_codes') ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '');
  const policies = useQuery({
    ...cancellationPoliciesQueryOptions(settings.hotel_id, codes, bookLanguageFor(locale, settings.book_languages)),
    enabled: codes.length > 0,
  });

  let content;
  if (codes.length === 0 || (policies.data && policies.data.cancellation_policies.length === 0)) {
    content = <p>{t('noData')}</p>;
  } else if (policies.isError) {
    content = (
      <div role="alert" className={styles.failure}>
        <p>{t('loadFailed')}</p>
        <p>{errorText(policies.error)}</p>
        <Button variant="secondary" onClick={() => void policies.refetch()}>
          {tc('actions.retry')}
        </Button>
      </div>
    );
  } else if (!policies.data) {
    content = <LoadingStatus label={t('loading')} />;
  } else {
    content = (
      <>
        {policies.data.cancellation_policies.map((policy) => (
          <section key={policy.id} className={styles.policy} aria-label={policy.name}>
            <h2 className={styles.name}>{policy.name}</h2>
            <PolicyTerms policy={policy} />
          </section>
        ))}
        {policies.data.no_policy_room_plan_codes.length > 0 && <p>{t('somePlansWithout')}</p>}
      </>
    );
  }

  return (
    <div className={styles.page}>
      <DocumentTitle page={t('title')} hotelName={settings.hotel_name} />
      <PageHeading>{t('title')}</PageHeading>
      <div className={styles.content}>{content}</div>
    </div>
  );
}
