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

  return (
    <div className={styles.rooms}>
      {rooms.map((room, index) => {
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
              {acceptsKids && kids.kids_type !== 'ages' &&
                settings.kids_tiers.map((tier) => (
                  <SelectField
                    key={tier.code}
                    label={t('form.tierChildren', {
                      tier: tier.names[locale] ?? tier.names.en ?? tier.code,
                      min: formatNumber(tier.min_age, tag),
                      max: formatNumber(tier.max_age, tag),
                    })}
                    value={String(room.tiers[tier.code] ?? 0)}
                    options={countOptions(0, Math.max(maxChildren, room.tiers[tier.code] ?? 0), tag)}
                    onChange={(event) =>
                      update(index, { ...room, tiers: { ...room.tiers, [tier.code as KidsTierCode]: Number(event.target.value) } })
                    }
                  />
                ))}
              {acceptsKids && kids.kids_type === 'ages' && (
                <SelectField
                  label={t('form.children')}
                  value={String(room.ages.length)}
                  options={countOptions(0, Math.max(maxChildren, room.ages.length), tag)}
                  onChange={(event) => {
                    const count = Number(event.target.value);
                    update(index, { ...room, ages: Array.from({ length: count }, (_, i) => room.ages[i] ?? 0) });
                  }}
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
            {room.ages.length > 0 && (
              <div className={styles.counts}>
                {room.ages.map((age, child) => (
                  <SelectField
                    key={child}
                    label={t('form.childAge', { number: formatNumber(child + 1, tag) })}
                    value={String(age)}
                    options={countOptions(0, kids.max_child_age, tag)}
                    onChange={(event) =>
                      update(index, { ...room, ages: room.ages.map((current, i) => (i === child ? Number(event.target.value) : current)) })
                    }
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
