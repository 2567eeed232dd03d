import { useTranslation } from 'react-i18next';
import type { CancellationPolicy } from '#domain/entities/cancellation-policy.ts';
import { formatNumber } from '#app/i18n/format.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import styles from './cancellation-policy-page.module.css';

/** A policy's charges in words, earliest first: when each part starts (ADR 031) and what it costs. */
export function PolicyTerms({ policy }: { policy: CancellationPolicy }) {
  const { t } = useTranslation('search', { keyPrefix: 'cancellationPolicy' });
  const { tag } = useLocale();
  const parts = [...policy.cancellation_policy_parts].sort((a, b) => b.days_before - a.days_before || a.hours_after - b.hours_after);
  const percent = (value: number) => formatNumber(value, tag);
  return (
    <ul className={styles.terms}>
      {parts.length === 0 && <li>{t('freeUntilNoShow')}</li>}
      {parts.map((part) => {
        const when =
          part.days_before === 0
            ? t('onTheDay', { time: policy.cancel_before_at })
            : t('daysBefore', { count: part.days_before, time: policy.cancel_before_at });
        const start = part.hours_after > 0 ? t('hoursAfter', { count: part.hours_after, when }) : when;
        return (
          <li key={`${part.days_before}-${part.hours_after}`}>
            {t('part', { start, percent: percent(part.percentage_of_cost) })}
          </li>
        );
      })}
      <li>{t('noShow', { percent: percent(policy.no_show_percentage_of_cost) })}</li>
    </ul>
  );
}
