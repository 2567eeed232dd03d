import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StayUsage } from '#domain/entities/organization-report.ts';
import styles from './organization-admin.module.css';

/**
 * Stays used per month of the period against the organisation's maximum. Only confirmed bookings made through the
 * site count (document 1 section 6), which the summary says.
 */
export function StayUsageSummary({ usage, monthLabel }: { usage: StayUsage; monthLabel: (month: string) => string }) {
  const { t } = useTranslation('organization-admin');
  const headingId = useId();
  const max = usage.max_stays_per_period;
  return (
    <section className={styles.usage} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subheading}>
        {t('usage.title')}
      </h2>
      <p className={styles.lead}>{max === null ? t('usage.noLimit') : t('usage.limit', { count: max })}</p>
      <ul className={styles.usageList}>
        {usage.periods.map((period) => (
          <li key={period.month} className={period.remaining === 0 ? styles.usageFull : undefined}>
            <span>{monthLabel(period.month)}</span>
            <span>
              {period.remaining === null || max === null
                ? t('usage.used', { count: period.used })
                : t('usage.usedOfMax', { count: period.used, max, remaining: period.remaining })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
