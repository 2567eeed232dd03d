import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayAvailability } from '#domain/entities/availability.ts';
import type { SearchRoom } from '#domain/entities/search-criteria.ts';
import { formatMoney } from '#domain/rules/money.ts';
import { Button } from '#app/components/ui/button.tsx';
import { SegmentedText } from '#app/components/ui/segmented-text.tsx';
import { formatCompactNumber, formatDate, formatMonth, formatWeekday } from '#app/i18n/format.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useLocale } from '#app/i18n/use-locale.ts';
import { availabilityQueryOptions } from '../api/get-availability';
import { addMonths, monthEnd, monthStart, monthWeeks, movedDay, weekDates } from '#app/components/ui/calendar-grid.ts';
import styles from './availability-calendar.module.css';

type AvailabilityCalendarProps = {
  earliest: string;
  latest: string;
  checkin: string;
  checkout: string | null;
  rooms: SearchRoom[];
  nights: number;
  isDayUse: boolean;
  onPick: (day: string) => void;
};

/** The week as hotels in Japan print it, Sunday first, in every language (the grid keys follow it). */
const WEEK_START = 7;

function weekdayNames(tag: string): string[] {
  return weekDates(WEEK_START).map((date) => formatWeekday(date, tag, 'short'));
}

/**
 * One month of check-in days with each day's availability and lowest price (ADR 060): a grid the guest moves
 * through with the arrow keys, Home/End (the week) and Page Up/Down (the month, a year with Shift); choosing a
 * day sets the check-in, except a day the hotel has sold out or closed. Each day's name says whether it is selected, the check-in or the
 * check-out, and its full price. Dates are hotel-local calendar dates.
 */
export function AvailabilityCalendar({ earliest, latest, checkin, checkout, rooms, nights, isDayUse, onPick }: AvailabilityCalendarProps) {
  const { t } = useTranslation('search');
  const { tag } = useLocale();
  const settings = useHotelSettings();
  const headingId = useId();
  const [month, setMonth] = useState(monthStart(checkin));
  const [focused, setFocused] = useState(checkin);
  const grid = useRef<HTMLTableElement>(null);
  const from = month < earliest ? earliest : month;
  const lastOfMonth = monthEnd(month);
  const to = lastOfMonth > latest ? latest : lastOfMonth;
  const availability = useQuery({
    ...availabilityQueryOptions(settings.hotel_id, {
      from,
      to,
      rooms: JSON.stringify(rooms),
      nights: String(nights),
      is_day_use: isDayUse ? 'true' : 'false',
    }),
    enabled: from <= to,
  });
  const days = new Map<string, DayAvailability>((availability.data?.days ?? []).map((day) => [day.date, day]));
  const monthLabel = formatMonth(month, tag);
  const focusedInMonth = focused.startsWith(month.slice(0, 7)) && focused >= earliest && focused <= latest ? focused : from;

  const moveTo = (day: string) => {
    const clamped = day < earliest ? earliest : day > latest ? latest : day;
    setFocused(clamped);
    setMonth(monthStart(clamped));
    // The cell exists after the render that shows its month.
    requestAnimationFrame(() => grid.current?.querySelector<HTMLButtonElement>(`[data-day="${clamped}"]`)?.focus());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const key = rtl && event.key === 'ArrowLeft' ? 'ArrowRight' : rtl && event.key === 'ArrowRight' ? 'ArrowLeft' : event.key;
    const next = movedDay(day, key, { weekStart: WEEK_START, shift: event.shiftKey });
    if (next === null) return;
    event.preventDefault();
    moveTo(next);
  };

  const stayRole = (day: string): string[] => {
    if (day === checkin) return [t('calendar.selected'), t('calendar.checkinDay')];
    if (checkout !== null && day === checkout) return [t('calendar.checkoutDay')];
    if (checkout !== null && day > checkin && day < checkout) return [t('calendar.selected')];
    return [];
  };

  const describe = (day: string, info: DayAvailability | undefined) => {
    if (day < earliest || day > latest) return t('calendar.outside');
    if (!info) return availability.isError ? t('calendar.unknown') : '';
    if (info.status === 'closed') return t('calendar.closed');
    if (info.status === 'sold_out') return t('calendar.soldOut');
    const price = settings.show_prices_tax_included ? info.lowest_price : info.lowest_price_without_tax;
    return price === null ? t('calendar.available') : t('calendar.from', { price: formatMoney(price, settings.currency, tag) });
  };

  return (
    <section className={styles.calendar} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Button variant="secondary" onClick={() => setMonth(addMonths(month, -1))} disabled={month <= monthStart(earliest)} aria-label={t('calendar.previous')}>
          <SegmentedText>{t('calendar.previous')}</SegmentedText>
        </Button>
        <h3 id={headingId} className={styles.month} aria-live="polite">
          {monthLabel}
        </h3>
        <Button variant="secondary" onClick={() => setMonth(addMonths(month, 1))} disabled={month >= monthStart(latest)} aria-label={t('calendar.next')}>
          <SegmentedText>{t('calendar.next')}</SegmentedText>
        </Button>
      </div>
      <p className={styles.hint}>{t('calendar.hint')}</p>
      {availability.isError && (
        <p className={styles.error} role="alert">
          {t('calendar.error')}
        </p>
      )}
      <table ref={grid} role="grid" aria-labelledby={headingId} className={styles.grid} aria-busy={availability.isFetching}>
        <thead>
          <tr>
            {weekdayNames(tag).map((name) => (
              <th key={name} scope="col" abbr={name}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month, WEEK_START).map((week, index) => (
            <tr key={week.find(Boolean) ?? index}>
              {week.map((day, column) => {
                if (day === null) return <td key={`pad-${column}`} />;
                const info = days.get(day);
                const outside = day < earliest || day > latest;
                const selected = day === checkin || (checkout !== null && day > checkin && day < checkout);
                // A night nobody can book is no check-in: known sold-out and closed days refuse the pick.
                const pickable = !outside && info?.status !== 'sold_out' && info?.status !== 'closed';
                const name = [formatDate(day, tag), ...stayRole(day), describe(day, info)].filter(Boolean).join(', ');
                const state = outside ? styles.outside : info?.status === 'available' ? styles.open : info ? styles.soldOut : '';
                const edge = day === checkin || day === checkout ? styles.edge : '';
                return (
                  <td key={day} role="gridcell" aria-selected={selected}>
                    <button
                      type="button"
                      data-day={day}
                      className={[styles.day, state, selected ? styles.selected : '', edge].filter(Boolean).join(' ')}
                      tabIndex={day === focusedInMonth ? 0 : -1}
                      aria-disabled={pickable ? undefined : true}
                      aria-label={name}
                      onKeyDown={(event) => onKeyDown(event, day)}
                      onFocus={() => setFocused(day)}
                      onClick={() => {
                        if (pickable) onPick(day);
                      }}
                    >
                      <span className={styles.number}>{Number(day.slice(8, 10))}</span>
                      <span className={styles.note} aria-hidden="true">
                        {outside || !info
                          ? ''
                          : info.status === 'available'
                            ? formatCompact(settings.show_prices_tax_included ? info.lowest_price : info.lowest_price_without_tax, tag)
                            : info.status === 'sold_out'
                              ? t('calendar.soldOutShort')
                              : '–'}
                      </span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * The price in a day cell, short enough for a seventh of 320 px: three significant digits (14.4K and 14.6K, 1.44万 and
 * 1.46万), so neighbouring prices a few hundred yen apart still look different; the full amount is in the cell's name.
 */
function formatCompact(amount: number | null, tag: string): string {
  if (amount === null) return '';
  return formatCompactNumber(amount, tag);
}
