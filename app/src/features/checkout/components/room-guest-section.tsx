import type { ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { otherGenderCount } from '#domain/rules/booking-payment.ts';
import { CheckboxField } from '#app/components/ui/checkbox-field.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import type { RoomFormValues } from '#app/shared/booking-draft/room-guests.ts';
import { NameFields } from '#app/shared/booking-draft/name-fields.tsx';
import styles from './guest-detail-form.module.css';
import own from './room-guest-section.module.css';

type RoomGuestSectionProps = {
  /** The room's place in the booking (0 for the first): its fields are rooms.<roomIndex>.* of the form. */
  roomIndex: number;
  /** "Room 1: Deluxe Twin, Room only". */
  name: string;
  /** The room's adults: its men and women counts add up to it. */
  adults: number;
  /** Kana readings are asked (asksKana): then of the room's own guest too, as of the booker. */
  kana: boolean;
};

/**
 * One booked room: who stays in it and its men and women counts. The first room's guest decides whether the booker
 * books for someone else; a later room without a guest of its own takes the first room's guest (or the booker).
 */
export function RoomGuestSection({ roomIndex, name, adults, kana }: RoomGuestSectionProps) {
  const { t } = useTranslation('booking');
  const {
    register,
    watch,
    setValue,
    formState: { errors },
  } = useFormContext<{ rooms: RoomFormValues[] }>();
  const field = `rooms.${roomIndex}` as const;
  const roomErrors = errors.rooms?.[roomIndex];
  const someoneElse = watch(`${field}.someone_else`);
  const countOptions = [
    { value: '', label: t('guestDetail.genders.notGiven') },
    ...Array.from({ length: adults + 1 }, (_, count) => ({ value: String(count), label: String(count) })),
  ];
  /** "Setting one sets the other to adults minus it"; clearing one clears the other. */
  const setOther = (other: 'men_count' | 'women_count', value: string) =>
    setValue(`${field}.${other}`, value === '' ? '' : String(otherGenderCount(adults, Number(value))));

  return (
    <fieldset className={`${styles.section} ${own.room}`}>
      <legend className={styles.heading}>
        <bdi>{name}</bdi>
      </legend>
      <div className={own.group}>
        <p className={own.subheading}>{t('guestDetail.stayingGuest.legend')}</p>
        <CheckboxField
          label={roomIndex === 0 ? t('guestDetail.stayingGuest.someoneElse') : t('guestDetail.rooms.otherGuest')}
          {...register(`${field}.someone_else`)}
        />
        {roomIndex > 0 && !someoneElse && <p className={styles.hint}>{t('guestDetail.rooms.otherGuestHint')}</p>}
        {someoneElse && (
          <div className={styles.fields}>
            <NameFields
              fields={{
                given: { label: t('guestDetail.stayingGuest.firstName'), registration: register(`${field}.guest.first_name`), error: roomErrors?.guest?.first_name?.message },
                family: { label: t('guestDetail.stayingGuest.lastName'), registration: register(`${field}.guest.last_name`), error: roomErrors?.guest?.last_name?.message },
              }}
            />
            {kana && (
              <NameFields
                hint={t('guestDetail.kanaHint')}
                fields={{
                  given: { label: t('guestDetail.stayingGuest.firstNameKana'), registration: register(`${field}.guest.first_name_kana`), error: roomErrors?.guest?.first_name_kana?.message },
                  family: { label: t('guestDetail.stayingGuest.lastNameKana'), registration: register(`${field}.guest.last_name_kana`), error: roomErrors?.guest?.last_name_kana?.message },
                }}
              />
            )}
          </div>
        )}
      </div>
      <div className={own.group}>
        <p className={own.subheading}>{t('guestDetail.genders.legend')}</p>
        <p className={styles.hint}>{t('guestDetail.genders.hint', { count: adults })}</p>
        <div className={styles.fields}>
          <SelectField
            label={t('guestDetail.genders.men')}
            options={countOptions}
            {...register(`${field}.men_count`, { onChange: (event: ChangeEvent<HTMLSelectElement>) => setOther('women_count', event.target.value) })}
          />
          <SelectField
            label={t('guestDetail.genders.women')}
            options={countOptions}
            {...register(`${field}.women_count`, { onChange: (event: ChangeEvent<HTMLSelectElement>) => setOther('men_count', event.target.value) })}
          />
        </div>
      </div>
    </fieldset>
  );
}
