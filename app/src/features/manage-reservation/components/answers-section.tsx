import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdditionalQuestion } from '#domain/entities/additional-question.ts';
import type { Reservation } from '#domain/entities/reservation.ts';
import { asksPerRoom } from '#domain/rules/time-answers.ts';
import { AttachmentField } from '#app/shared/answers/attachment-field.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { ChoicesField } from '#app/components/ui/choices-field.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { TimeField } from '#app/components/ui/time-field.tsx';
import { answerIssues, answerKey, answerKind, filesOutside, type AnswerIssue, type AnswerValue, type AnswerValues } from '#app/shared/answers/question-answers.ts';
import { randomId } from '#app/platform/random-id.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { replaceAnswers, reservationQuestionsQueryOptions } from '../api/manage-calls';
import { answersAfterEdit, bookedValues, editableQuestions } from '../utils/answer-edits';
import type { ManageTarget } from './manage-page';
import { FailureNotice } from './refusal-notice';
import styles from './manage.module.css';

/**
 * The hotel's questions answered at booking, answered again with the rules of guest detail: text, options, times
 * (each room's with several rooms) and files (new ones uploaded as at booking, removed ones let go of on save).
 * Answers do not change the price, so they are saved on their own, checked by the server as at booking.
 */
export function AnswersSection({ reservation, target, onSaved }: { reservation: Reservation; target: ManageTarget; onSaved: (text: string) => void }) {
  const { t } = useTranslation('manage');
  const { locale } = useLocale();
  const headingId = useId();
  // New files of this page are one draft, as one booking's are.
  const [draftId] = useState(randomId);
  const questions = useQuery(
    reservationQuestionsQueryOptions(target.hotelId, reservation.rooms.map((room) => room.room_plan_code), reservation.checkin_date, locale),
  );
  const booked = reservation.answers ?? [];
  const roomCount = reservation.rooms.length;
  const editable = editableQuestions(questions.data ?? []);
  const [edits, setEdits] = useState<AnswerValues | null>(null);
  const [issues, setIssues] = useState<Partial<Record<string, AnswerIssue>>>({});
  const values = edits ?? bookedValues(editable, booked, roomCount);
  const save = useMutation({
    mutationFn: () => replaceAnswers(target, answersAfterEdit(booked, editable, values, roomCount)),
    onSuccess: () => {
      setEdits(null);
      onSaved(t('answers.done'));
    },
  });
  if (editable.length === 0) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = answerIssues(editable, values, true, roomCount);
    setIssues(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  // From the latest edits, not this render's: an upload finishes after the guest may have typed elsewhere.
  const change = (question: AdditionalQuestion, patch: Partial<AnswerValue>) => {
    const key = answerKey(question);
    setEdits((latest) => {
      const base = latest ?? bookedValues(editable, booked, roomCount);
      return { ...base, [key]: { ...base[key], ...patch } as AnswerValue };
    });
  };
  const issueText = (path: string) => {
    const issue = issues[path];
    return issue ? t(`validation.answer_${issue}`) : undefined;
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t('answers.heading')}
      </h2>
      <form className={styles.form} noValidate onSubmit={submit}>
        {editable.map((question) => {
          const key = answerKey(question);
          const value = values[key];
          if (!value) return null;
          const label = question.required ? t('answers.requiredLabel', { title: question.title }) : question.title;
          const hint = question.body || undefined;
          const kind = answerKind(question);
          if (kind === 'time' && asksPerRoom(question, roomCount)) {
            return (
              <fieldset key={key} className={styles.fieldset}>
                <legend className={styles.legend}>{label}</legend>
                {reservation.rooms.map((room, index) => (
                  <TimeField
                    key={room.id}
                    label={t('answers.roomTime', { title: question.title, number: index + 1 })}
                    aria-required={question.required}
                    error={issueText(`${key}.rooms.${index}`)}
                    value={value.rooms?.[index] ?? ''}
                    onChange={(event) => change(question, { rooms: Array.from({ length: roomCount }, (_, i) => (i === index ? event.target.value : (value.rooms?.[i] ?? ''))) })}
                  />
                ))}
              </fieldset>
            );
          }
          if (kind === 'files') {
            return (
              <AttachmentField
                key={key}
                label={label}
                hint={hint}
                required={question.required}
                value={value.files}
                onChange={(files) => change(question, { files })}
                upload={{ hotelId: target.hotelId, draftId }}
                otherFileCount={filesOutside(values, key)}
                savedFileIds={booked.flatMap((answer) => answer.attachment_ids ?? [])}
                error={issueText(key)}
              />
            );
          }
          if (kind === 'choices') {
            return (
              <ChoicesField
                key={key}
                label={label}
                hint={hint}
                options={question.options}
                value={value.choices}
                onChange={(choices) => change(question, { choices })}
                error={issueText(key)}
              />
            );
          }
          const common = { label, hint, error: issueText(key), 'aria-required': question.required, value: value.value };
          return kind === 'options' ? (
            <SelectField
              key={key}
              {...common}
              options={[{ value: '', label: t('answers.noAnswer') }, ...question.options.map((option) => ({ value: option, label: option }))]}
              onChange={(event) => change(question, { value: event.target.value })}
            />
          ) : kind === 'time' ? (
            <TimeField key={key} {...common} onChange={(event) => change(question, { value: event.target.value })} />
          ) : (
            <TextField key={key} {...common} maxLength={255} onChange={(event) => change(question, { value: event.target.value })} />
          );
        })}
        {save.isError && <FailureNotice error={save.error} hotelName={reservation.hotel.name} />}
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {save.isPending ? t('answers.saving') : t('answers.save')}
        </Button>
      </form>
    </section>
  );
}
