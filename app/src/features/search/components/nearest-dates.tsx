import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addDays, nightsBetween } from '#domain/rules/nights.ts';
import { Button } from '#app/components/ui/button.tsx';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { formatShortDateRange } from '#app/i18n/format.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { availabilityQueryOptions } from '../api/get-availability';
import { nearestOpenDates, NEAREST_WINDOW_DAYS } from '../utils/nearest-open-dates';
import { toSearchRooms, type SearchCriteriaState } from '../utils/search-criteria';
import styles from './room-results.module.css';

type NearestDatesProps = {
  criteria: SearchCriteriaState;
  earliest: string;
  latest: string;
  /** Searches the same stay from another check-in. */
  onTry: (checkin: string) => void;
};

/** A sold-out search's way on: the nearest check-ins the availability calendar has open, each a button that searches it. */
export function NearestDates({ criteria, earliest, latest, onTry }: NearestDatesProps) {
  const { t } = useTranslation('search');
  const { tag } = useLocale();
  const settings = useHotelSettings();
  const nights = criteria.isDayUse ? 1 : Math.max(1, nightsBetween(criteria.checkin, criteria.checkout));
  const from = addDays(criteria.checkin, -NEAREST_WINDOW_DAYS) < earliest ? earliest : addDays(criteria.checkin, -NEAREST_WINDOW_DAYS);
  const to = addDays(criteria.checkin, NEAREST_WINDOW_DAYS) > latest ? latest : addDays(criteria.checkin, NEAREST_WINDOW_DAYS);
  const availability = useQuery({
    ...availabilityQueryOptions(settings.hotel_id, {
      from,
      to,
      rooms: JSON.stringify(toSearchRooms(criteria, settings.kids_setting.kids_type)),
      nights: String(nights),
      is_day_use: criteria.isDayUse ? 'true' : 'false',
    }),
    enabled: from <= to,
  });
  const dates = nearestOpenDates(availability.data?.days ?? [], criteria.checkin);
  if (dates.length === 0) return null;
  return (
    <div className={styles.nearest}>
      <p>{t('results.nearest')}</p>
      <div className={styles.actions}>
        {dates.map((date) => (
          <Button key={date} onClick={() => onTry(date)}>
            {criteria.isDayUse ? formatShortDateRange(date, date, tag) : formatShortDateRange(date, addDays(date, nights), tag)}
          </Button>
        ))}
      </div>
    </div>
  );
}
