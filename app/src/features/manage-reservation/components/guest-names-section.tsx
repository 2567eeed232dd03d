import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { get, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '#domain/entities/reservation.ts';
import { ZUpdateGuestsRequest, type UpdateGuestsRequest } from '#domain/entities/reservation-management.ts';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { ApiError } from '#app/api/api-error.ts';
import { renameGuests } from '../api/update-reservation';
import { useReportUnsaved, type ReportUnsaved } from '../hooks/use-report-unsaved';
import { guestNameDefaults, hasKana, type GuestNamesFormInput } from '../utils/guest-names';
import type { ManageTarget } from './manage-page';
import { FailureNotice } from './refusal-notice';
import styles from './manage.module.css';

const NAME_FIELDS = ['first_name', 'last_name', 'first_name_kana', 'last_name_kana'] as const;
const KNOWN_ISSUES = new Set(['required', 'too_long', 'unsupported_characters']);

type GuestNamesSectionProps = { reservation: Reservation; target: ManageTarget; onSaved: (text: string) => void; onUnsavedChange: ReportUnsaved };

/** Who stays in each room, renamed with the booking's name rules (scripts of the locale, kana where asked). */
export function GuestNamesSection({ reservation, target, onSaved, onUnsavedChange }: GuestNamesSectionProps) {
  const { t } = useTranslation('manage');
  const headingId = useId();
  // Checked when saved (an empty name also fails the script check: the first issue of a field is shown).
  const form = useForm<GuestNamesFormInput, unknown, UpdateGuestsRequest>({
    resolver: zodResolver(ZUpdateGuestsRequest),
    defaultValues: guestNameDefaults(reservation),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const save = useMutation({
    mutationFn: (body: UpdateGuestsRequest) => renameGuests(target, body),
    onSuccess: () => {
      // What was saved is the form's new starting point: nothing is unsaved any more.
      form.reset(form.getValues());
      onSaved(t('guests.done'));
    },
    // The server applies the hotel's rules the form cannot know (scripts of the booking's locale): at the field.
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      for (const [path, details] of Object.entries(error.errors)) {
        form.setError(path as Path<GuestNamesFormInput>, { type: 'server', message: details[0]?.error ?? 'invalid_name' });
      }
    },
  });
  useReportUnsaved(form.formState.isDirty && !save.isPending, onUnsavedChange);
  const kana = hasKana(reservation);
  const fields = NAME_FIELDS.filter((field) => kana || !field.endsWith('_kana'));

  const issueText = (path: string) => {
    const issue = (get(form.formState.errors, path) as { message?: string } | undefined)?.message;
    if (!issue) return undefined;
    return t(`validation.${KNOWN_ISSUES.has(issue) ? issue : 'invalid_name'}`);
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t('guests.heading')}
      </h2>
      <form className={styles.form} noValidate onSubmit={form.handleSubmit((body) => save.mutate(body))}>
        {reservation.rooms.map((room, i) => (
          <fieldset key={room.id} className={styles.fieldset}>
            <legend className={styles.legend}>{t('guests.room', { room: i + 1, name: room.room_type_name })}</legend>
            <div className={styles.pair}>
              {fields.map((field) => (
                <TextField
                  key={field}
                  label={t(`guests.${field}`)}
                  autoComplete="off"
                  error={issueText(`rooms.${i}.guest.${field}`)}
                  {...form.register(`rooms.${i}.guest.${field}`)}
                />
              ))}
            </div>
          </fieldset>
        ))}
        {save.isError && <FailureNotice error={save.error} hotelName={reservation.hotel.name} />}
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {save.isPending ? t('guests.saving') : t('guests.save')}
        </Button>
      </form>
    </section>
  );
}
