import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '#domain/entities/reservation.ts';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { ApiError } from '#app/api/api-error.ts';
import { renameGuests } from '../api/manage-calls';
import { guestNameDefaults, guestNamesRequest, hasKana, type GuestNameValues } from '../utils/guest-names';
import type { ManageTarget } from './manage-page';
import { FailureNotice } from './refusal-notice';
import styles from './manage.module.css';

const NAME_FIELDS = ['first_name', 'last_name', 'first_name_kana', 'last_name_kana'] as const;
const KNOWN_ISSUES = new Set(['required', 'too_long', 'unsupported_characters']);

/** Who stays in each room, renamed with the booking's name rules (scripts of the locale, kana where asked). */
export function GuestNamesSection({ reservation, target, onSaved }: { reservation: Reservation; target: ManageTarget; onSaved: (text: string) => void }) {
  const { t } = useTranslation('manage');
  const headingId = useId();
  const [values, setValues] = useState<GuestNameValues>(() => guestNameDefaults(reservation));
  const [issues, setIssues] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: Parameters<typeof renameGuests>[1]) => renameGuests(target, body),
    onSuccess: () => onSaved(t('guests.done')),
    // The server applies the hotel's rules the form cannot know (scripts of the booking's locale): at the field.
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      setIssues(Object.fromEntries(Object.entries(error.errors).map(([path, details]) => [path, details[0]?.error ?? 'invalid_name'])));
    },
  });
  const kana = hasKana(reservation);
  const fields = NAME_FIELDS.filter((field) => kana || !field.endsWith('_kana'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = guestNamesRequest(reservation, values);
    if ('issues' in request) {
      setIssues(request.issues);
      return;
    }
    setIssues({});
    save.mutate(request.body);
  };
  const issueText = (path: string) => {
    const issue = issues[path];
    if (!issue) return undefined;
    return t(`validation.${KNOWN_ISSUES.has(issue) ? issue : 'invalid_name'}`);
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t('guests.heading')}
      </h2>
      <form className={styles.form} noValidate onSubmit={submit}>
        {reservation.rooms.map((room, i) => (
          <fieldset key={room.id} className={styles.fieldset}>
            <legend className={styles.legend}>{t('guests.room', { room: i + 1, name: room.room_type_name })}</legend>
            <div className={styles.pair}>
              {fields.map((field) => (
                <TextField
                  key={field}
                  label={t(`guests.${field}`)}
                  autoComplete="off"
                  value={values[i]?.[field] ?? ''}
                  error={issueText(`rooms.${i}.guest.${field}`)}
                  onChange={(event) => setValues(values.map((value, j) => (j === i ? { ...value, [field]: event.target.value } : value)))}
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
