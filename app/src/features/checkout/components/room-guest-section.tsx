import type { ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { otherGenderCount } from '#domain/rules/booking-payment.ts';
import { namePartOrder } from '#domain/rules/name-order.ts';
import { CheckboxField } from '#app/components/ui/checkbox-field.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { useFieldErrorText } from '#app/i18n/use-field-error-text.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import type { RoomFormValues } from '#app/shared/booking-draft/room-guests.ts';
import styles from './guest-detail-form.module.css';
import own from './room-guest-section.module.css';

type RoomGuestSectionProps = {
  /** The room's place in the booking (0 for the first): its fields are rooms.<roomIndex>.* of the form. */
  roomIndex: number;
  /** "Room 1: Deluxe Twin, Room only". */
  name: string;
  /** The room's adults: its men and women counts add up to it. */
  adults: number;
};

/**
 * One booked room: who stays in it and its men and women counts. The first room's guest decides whether the booker
 * books for someone else; a later room without a guest of its own takes the first room's guest (or the booker).
 */
export function RoomGuestSection({ roomIndex, name, adults }: RoomGuestSectionProps) {
  const { t } = useTranslation('booking');
  const errorText = useFieldErrorText();
  const { locale } = useLocale();
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
            {namePartOrder(locale).map((part) =>
              part === 'given' ? (
                <TextField
                  key={part}
                  label={t('guestDetail.stayingGuest.firstName')}
                  aria-required="true"
                  error={errorText(roomErrors?.guest?.first_name)}
                  {...register(`${field}.guest.first_name`)}
                />
              ) : (
                <TextField
                  key={part}
                  label={t('guestDetail.stayingGuest.lastName')}
                  aria-required="true"
                  error={errorText(roomErrors?.guest?.last_name)}
                  {...register(`${field}.guest.last_name`)}
                />
              ),
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
