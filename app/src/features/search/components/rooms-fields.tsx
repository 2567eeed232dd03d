import { useTranslation } from 'react-i18next';
import type { KidsTierCode } from '#domain/constants/value-sets.ts';
import type { BookingWidgetSettings } from '#domain/entities/settings.ts';
import { maxChildrenFor, maxGuestsPerRoom, maxSharedBedChildren } from '#domain/rules/kids.ts';
import { Button } from '#app/components/ui/button.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { formatNumber } from '#app/i18n/format.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { childCount, type CriteriaRoom } from '../utils/search-criteria';
import styles from './rooms-fields.module.css';

type RoomsFieldsProps = {
  rooms: CriteriaRoom[];
  settings: Pick<BookingWidgetSettings, 'kids_setting' | 'kids_tiers' | 'max_guests_per_room'>;
  roomLimit: number;
  errors: Record<number, string | undefined>;
  onChange: (rooms: CriteriaRoom[]) => void;
};

function countOptions(from: number, to: number, tag: string) {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => ({
    value: String(from + index),
    label: formatNumber(from + index, tag),
  }));
}

/** The list at a new length: children kept in order, new ones added with the default value. */
function resized(children: readonly string[], count: number, added: string): string[] {
  return Array.from({ length: count }, (_, i) => children[i] ?? added);
}

/**
 * Guests per room as the hotel counts children: by kids tier (A to D, each with its age range) or by each child's
 * age at check-out. Counts offered stop at the hotel's limits; their sum is checked on search.
 */
export function RoomsFields({ rooms, settings, roomLimit, errors, onChange }: RoomsFieldsProps) {
  const { t } = useTranslation('search');
  const { tag, locale } = useLocale();
  const kids = settings.kids_setting;
  const maxGuests = maxGuestsPerRoom(settings.max_guests_per_room);
  const acceptsKids = kids.accept_type === 'accept';
  const sharedBedLimit = (room: CriteriaRoom) => maxSharedBedChildren(kids, room.adults, childCount(room, kids.kids_type));
  // Fewer adults or children can leave too many sharing a bed: the count follows them down.
  const update = (index: number, room: CriteriaRoom) => {
    const sharing = Math.min(room.sharedBed ?? 0, sharedBedLimit(room));
    const next: CriteriaRoom = { adults: room.adults, tiers: room.tiers, ages: room.ages, ...(sharing > 0 ? { sharedBed: sharing } : {}) };
    onChange(rooms.map((current, i) => (i === index ? next : current)));
  };

  // One list of children per room, each with an age (ages mode) or the hotel's child category for its age (kids
  // tiers): the count grows or shrinks the list, and each child has one select.
  const byAge = kids.kids_type === 'ages';
  const childrenOf = (room: CriteriaRoom): string[] =>
    byAge ? room.ages.map(String) : settings.kids_tiers.flatMap((tier) => Array.from({ length: room.tiers[tier.code] ?? 0 }, () => tier.code));
  const defaultChild = byAge ? '0' : (settings.kids_tiers[0]?.code ?? '');
  const childOptions = byAge
    ? countOptions(0, kids.max_child_age, tag)
    : settings.kids_tiers.map((tier) => ({
        value: tier.code,
        label: t('form.childCategory', {
          tier: tier.names[locale] ?? tier.names.en ?? tier.code,
          min: formatNumber(tier.min_age, tag),
          max: formatNumber(tier.max_age, tag),
        }),
      }));
  const setChildren = (index: number, room: CriteriaRoom, next: string[]) => {
    if (byAge) {
      update(index, { ...room, ages: next.map(Number) });
      return;
    }
    const tiers: CriteriaRoom['tiers'] = {};
    for (const code of next) tiers[code as KidsTierCode] = (tiers[code as KidsTierCode] ?? 0) + 1;
    update(index, { ...room, tiers });
  };

  return (
    <div className={styles.rooms}>
      {rooms.map((room, index) => {
        const children = childrenOf(room);
        const maxChildren = Math.min(maxChildrenFor(room.adults, kids.max_children_per_adult), maxGuests - room.adults);
        const errorId = `room-${index}-error`;
        return (
          <fieldset key={index} className={styles.room} aria-describedby={errors[index] ? errorId : undefined}>
            <legend className={styles.legend}>{t('form.room', { number: formatNumber(index + 1, tag) })}</legend>
            <div className={styles.counts}>
              <SelectField
                label={t('form.adults')}
                value={String(room.adults)}
                options={countOptions(1, maxGuests, tag)}
                onChange={(event) => update(index, { ...room, adults: Number(event.target.value) })}
              />
              {acceptsKids && (
                <SelectField
                  label={t('form.children')}
                  value={String(children.length)}
                  options={countOptions(0, Math.max(maxChildren, children.length), tag)}
                  onChange={(event) => setChildren(index, room, resized(children, Number(event.target.value), defaultChild))}
                />
              )}
            </div>
            {sharedBedLimit(room) > 0 && (
              <div className={styles.counts}>
                <SelectField
                  label={t('form.sharedBed')}
                  value={String(room.sharedBed ?? 0)}
                  options={countOptions(0, sharedBedLimit(room), tag)}
                  onChange={(event) => update(index, { ...room, sharedBed: Number(event.target.value) })}
                />
                <p className={styles.hint}>
                  {kids.shared_bed_type === 'per_adult' ? t('form.sharedBedPerAdult') : t('form.sharedBedPerRoom')}
                </p>
              </div>
            )}
            {children.length > 0 && (
              <div className={styles.counts}>
                {children.map((value, child) => (
                  <SelectField
                    key={child}
                    label={t('form.childAge', { number: formatNumber(child + 1, tag) })}
                    value={value}
                    options={childOptions}
                    onChange={(event) => setChildren(index, room, children.map((current, i) => (i === child ? event.target.value : current)))}
                  />
                ))}
                <p className={styles.hint}>{t('form.agesHint')}</p>
              </div>
            )}
            {errors[index] && (
              <p id={errorId} className={styles.error}>
                {errors[index]}
              </p>
            )}
            {rooms.length > 1 && (
              <Button variant="secondary" onClick={() => onChange(rooms.filter((_, i) => i !== index))}>
                {t('form.removeRoom', { number: formatNumber(index + 1, tag) })}
              </Button>
            )}
            <p className={styles.hint}>
              {t('form.guestsInRoom', { count: room.adults + childCount(room, kids.kids_type) })}
            </p>
          </fieldset>
        );
      })}
      {rooms.length < roomLimit && (
        <Button variant="secondary" onClick={() => onChange([...rooms, { adults: rooms.at(-1)?.adults ?? 2, tiers: {}, ages: [] }])}>
          {t('form.addRoom')}
        </Button>
      )}
    </div>
  );
}
