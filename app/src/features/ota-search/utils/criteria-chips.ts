import type { TFunction } from 'i18next';
import { placeById } from '#domain/constants/japan-places.ts';
import type { UiLocale } from '#domain/constants/locales.ts';
import type { OtaCriteria } from '#domain/entities/ota-criteria.ts';
import { formatMoney } from '#domain/rules/money.ts';
import { formatDate } from '#app/i18n/format.ts';

/** One criterion as the traveller sees it; `key` names what removing it takes away. */
export type Chip = { key: string; label: string };

/** The criteria as chips, in the order a traveller reads a request: when, who, where, what. */
export function criteriaChips(criteria: OtaCriteria, t: TFunction<'ota'>, { tag, locale }: { tag: string; locale: UiLocale }): Chip[] {
  const chips: Chip[] = [];
  if (criteria.checkin && criteria.checkout)
    chips.push({ key: 'dates', label: t('ai.chip.dates', { checkin: formatDate(criteria.checkin, tag), checkout: formatDate(criteria.checkout, tag) }) });
  if (criteria.nights !== undefined) chips.push({ key: 'nights', label: t('ai.chip.nights', { count: criteria.nights }) });
  if (criteria.adults !== undefined) chips.push({ key: 'adults', label: t('ai.chip.adults', { count: criteria.adults }) });
  if (criteria.children !== undefined) {
    const ages = criteria.children_ages?.length ? t('ai.chip.ages', { ages: criteria.children_ages.join(', ') }) : '';
    chips.push({ key: 'children', label: `${t('ai.chip.children', { count: criteria.children })}${ages}` });
  }
  if (criteria.rooms !== undefined) chips.push({ key: 'rooms', label: t('ai.chip.rooms', { count: criteria.rooms }) });
  if (criteria.area) {
    const place = placeById(criteria.area);
    chips.push({ key: 'area', label: place ? (locale === 'ja' ? place.ja : place.en) : criteria.area });
  }
  if (criteria.budget) {
    const price = formatMoney(criteria.budget.amount, 'JPY', tag);
    chips.push({ key: 'budget', label: t(criteria.budget.per === 'night' ? 'ai.chip.budgetNight' : 'ai.chip.budgetStay', { price }) });
  }
  for (const type of criteria.types ?? []) chips.push({ key: `types:${type}`, label: t(`ai.types.${type}`) });
  for (const amenity of criteria.amenities ?? []) chips.push({ key: `amenities:${amenity}`, label: t(`ai.amenities.${amenity}`) });
  for (const meal of criteria.meals ?? []) chips.push({ key: `meals:${meal}`, label: t(`ai.meals.${meal}`) });
  return chips;
}

/** The criteria without one chip: a list loses that item, the dates and the children go with their details. */
export function withoutChip(criteria: OtaCriteria, chip: Chip): OtaCriteria {
  const [field, item] = chip.key.split(':') as [string, string | undefined];
  const next: OtaCriteria = { ...criteria };
  if (item && (field === 'types' || field === 'amenities' || field === 'meals')) {
    const rest = (criteria[field] ?? []).filter((value) => value !== item);
    if (rest.length > 0) Object.assign(next, { [field]: rest });
    else delete next[field];
    return next;
  }
  if (field === 'dates') {
    delete next.checkin;
    delete next.checkout;
  } else if (field === 'children') {
    delete next.children;
    delete next.children_ages;
  } else delete next[field as 'nights' | 'adults' | 'rooms' | 'area' | 'budget'];
  return next;
}
