import type { TFunction } from 'i18next';
import type { BookingWidgetSettings } from '#domain/entities/settings.ts';
import { nightsBetween } from '#domain/rules/nights.ts';
import { formatShortDate, formatShortDateRange } from '#app/i18n/format.ts';
import { childCount, type SearchCriteriaState } from './search-criteria';

type KidsType = BookingWidgetSettings['kids_setting']['kids_type'];

/**
 * The search in one line, for the collapsed form: dates (or "any dates", or the day-use day), nights, rooms when
 * more than one, adults and children. The parts are joined with a middle dot, as the locale's catalog words them.
 */
export function searchSummaryText(criteria: SearchCriteriaState, kidsType: KidsType, tag: string, t: TFunction<'search'>): string {
  const adults = criteria.rooms.reduce((sum, room) => sum + room.adults, 0);
  const children = criteria.rooms.reduce((sum, room) => sum + childCount(room, kidsType), 0);
  const parts: string[] = [];
  if (criteria.undated) parts.push(t('summary.undated'));
  else if (criteria.isDayUse) {
    parts.push(t('summary.dayUse', { date: formatShortDate(criteria.checkin, tag) }));
  } else parts.push(formatShortDateRange(criteria.checkin, criteria.checkout, tag));
  if (!criteria.isDayUse) {
    const nights = criteria.undated ? criteria.nights : nightsBetween(criteria.checkin, criteria.checkout);
    parts.push(t('common:stay.nights', { count: nights }));
  }
  if (criteria.rooms.length > 1) parts.push(t('summary.rooms', { count: criteria.rooms.length }));
  parts.push(t('common:stay.adults', { count: adults }));
  if (children > 0) parts.push(t('summary.children', { count: children }));
  return parts.join(' · ');
}

/** What each rate's total covers: the nights (or day use), the rooms when several, and the guests. */
export function searchCoversText(criteria: SearchCriteriaState, kidsType: KidsType, t: TFunction<'search'>): string {
  const adults = criteria.rooms.reduce((sum, room) => sum + room.adults, 0);
  const children = criteria.rooms.reduce((sum, room) => sum + childCount(room, kidsType), 0);
  const nights = criteria.undated ? criteria.nights : nightsBetween(criteria.checkin, criteria.checkout);
  const parts = [criteria.isDayUse ? t('price.dayUse') : t('common:stay.nights', { count: nights })];
  if (criteria.rooms.length > 1) parts.push(t('summary.rooms', { count: criteria.rooms.length }));
  parts.push(t('common:stay.adults', { count: adults }));
  if (children > 0) parts.push(t('summary.children', { count: children }));
  return parts.join(' · ');
}
