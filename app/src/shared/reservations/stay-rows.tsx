import { useTranslation } from 'react-i18next';
import { nightsBetween } from '#domain/rules/nights.ts';
import { formatDate } from '#app/i18n/format.ts';
import { useLocale } from '#app/i18n/use-locale.ts';

type StayRowsProps = {
  checkin: string;
  checkout: string;
  /** A day use has one date and no night: its rows name the day and say "Day use" instead of a night count. */
  isDayUse: boolean;
  /** The row class of the list the rows go in. */
  rowClassName: string | undefined;
};

/** The dates of a booking as rows of a description list: check-in, check-out and nights, or the day-use date. */
export function StayRows({ checkin, checkout, isDayUse, rowClassName }: StayRowsProps) {
  const { t } = useTranslation('booking');
  const { tag } = useLocale();
  if (isDayUse) {
    return (
      <>
        <div className={rowClassName}>
          <dt>{t('labels.dayUseDate')}</dt>
          <dd>{formatDate(checkin, tag)}</dd>
        </div>
        <div className={rowClassName}>
          <dt>{t('labels.stay')}</dt>
          <dd>{t('labels.dayUse')}</dd>
        </div>
      </>
    );
  }
  return (
    <>
      <div className={rowClassName}>
        <dt>{t('common:stay.checkin')}</dt>
        <dd>{formatDate(checkin, tag)}</dd>
      </div>
      <div className={rowClassName}>
        <dt>{t('common:stay.checkout')}</dt>
        <dd>{formatDate(checkout, tag)}</dd>
      </div>
      <div className={rowClassName}>
        <dt>{t('labels.stay')}</dt>
        <dd>{t('common:stay.nights', { count: nightsBetween(checkin, checkout) })}</dd>
      </div>
    </>
  );
}
