import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '../../../../../domain/entities/reservation';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useErrorText } from '../../../lib/use-error-text';
import { useLocale } from '../../../lib/use-locale';
import { replaceAnswers, reservationQuestionsQueryOptions } from '../api/manage-calls';
import { answerEditIssues, answersAfterEdit, answerValue, editableQuestions, type AnswerEditIssue } from '../utils/answer-edits';
import { manageRefusalOf } from '../utils/manage-refusal';
import type { ManageTarget } from './manage-page';
import { RefusalNotice } from './refusal-notice';
import styles from './manage.module.css';

/**
 * The hotel's questions answered at booking, answered again: text, an option, or an arrival/departure time.
 * Answers do not change the price, so they are saved on their own, checked by the server as at booking.
 */
export function AnswersSection({ reservation, target, onSaved }: { reservation: Reservation; target: ManageTarget; onSaved: (text: string) => void }) {
  const { t } = useTranslation('manage');
  const { locale } = useLocale();
  const headingId = useId();
  const errorText = useErrorText();
  const questions = useQuery(
    reservationQuestionsQueryOptions(target.hotelId, reservation.rooms.map((room) => room.room_plan_code), reservation.checkin_date, locale),
  );
  const editable = editableQuestions(questions.data ?? []);
  const booked = reservation.answers ?? [];
  const [values, setValues] = useState<Record<number, string> | null>(null);
  const [issues, setIssues] = useState<Record<number, AnswerEditIssue>>({});
  const current: Record<number, string> =
    values ?? Object.fromEntries(editable.map(({ question, kind }) => [question.id, answerValue(booked.find((answer) => answer.question_id === question.id), kind)]));
  const save = useMutation({
    mutationFn: () => replaceAnswers(target, answersAfterEdit(booked, editable, current)),
    onSuccess: () => {
      setValues(null);
      onSaved(t('answers.done'));
    },
  });
  if (editable.length === 0) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = answerEditIssues(editable, current);
    setIssues(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  const set = (id: number, value: string) => setValues({ ...current, [id]: value });
  const refusal = manageRefusalOf(save.error);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t('answers.heading')}
      </h2>
      <form className={styles.form} noValidate onSubmit={submit}>
        {editable.map(({ question, kind }) => {
          const label = question.required ? t('answers.requiredLabel', { title: question.title }) : question.title;
          const error = issues[question.id] ? t(`validation.answer_${issues[question.id]}`) : undefined;
          const common = { label, hint: question.body || undefined, error, 'aria-required': question.required, value: current[question.id] ?? '' };
          return kind === 'options' ? (
            <SelectField
              key={question.id}
              {...common}
              options={[{ value: '', label: t('answers.noAnswer') }, ...question.options.map((option) => ({ value: option, label: option }))]}
              onChange={(event) => set(question.id, event.target.value)}
            />
          ) : (
            <TextField
              key={question.id}
              {...common}
              type={kind === 'text' ? 'text' : 'time'}
              maxLength={kind === 'text' ? 255 : undefined}
              onChange={(event) => set(question.id, event.target.value)}
            />
          );
        })}
        {save.isError &&
          (refusal ? (
            <RefusalNotice refusal={refusal} hotelName={reservation.hotel.name} />
          ) : (
            <Alert>
              <p>{errorText(save.error)}</p>
            </Alert>
          ))}
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {save.isPending ? t('answers.saving') : t('answers.save')}
        </Button>
      </form>
    </section>
  );
}
