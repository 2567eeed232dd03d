import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '../../../../../domain/entities/reservation';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useLocale } from '../../../lib/use-locale';
import { replaceAnswers, reservationQuestionsQueryOptions } from '../api/manage-calls';
import { answerEditIssues, answersAfterEdit, answerValue, editableQuestions, type AnswerEditIssue } from '../utils/answer-edits';
import type { ManageTarget } from './manage-page';
import { FailureNotice } from './refusal-notice';
import styles from './manage.module.css';

/**
 * The hotel's questions answered at booking, answered again: text, an option, or an arrival/departure time.
 * Answers do not change the price, so they are saved on their own, checked by the server as at booking.
 */
export function AnswersSection({ reservation, target, onSaved }: { reservation: Reservation; target: ManageTarget; onSaved: (text: string) => void }) {
  const { t } = useTranslation('manage');
  const { locale } = useLocale();
  const headingId = useId();
  const questions = useQuery(
    reservationQuestionsQueryOptions(target.hotelId, reservation.rooms.map((room) => room.room_plan_code), reservation.checkin_date, locale),
  );
  const booked = reservation.answers ?? [];
  // Times answered per room (several rooms) are shown as booked; the one-value edit below cannot hold them.
  const perRoom = booked.flatMap((answer) => {
    const question = questions.data?.find((candidate) => candidate.id === answer.question_id);
    return question && answer.rooms ? [{ question, rooms: answer.rooms }] : [];
  });
  const editable = editableQuestions(questions.data ?? []).filter(({ question }) => !perRoom.some((answered) => answered.question.id === question.id));
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
  if (editable.length === 0 && perRoom.length === 0) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = answerEditIssues(editable, current);
    setIssues(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  const set = (id: number, value: string) => setValues({ ...current, [id]: value });

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t('answers.heading')}
      </h2>
      {perRoom.length > 0 && (
        <dl className={styles.stay}>
          {perRoom.flatMap(({ question, rooms }) =>
            rooms.map((room) => [
              <dt key={`${question.id}-${room.room_index}-title`}>
                <bdi>{t('answers.roomTime', { title: question.title, number: room.room_index + 1 })}</bdi>
              </dt>,
              <dd key={`${question.id}-${room.room_index}-time`}>{room.checkin_time ?? room.checkout_time}</dd>,
            ]),
          )}
        </dl>
      )}
      {editable.length > 0 && (
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
          {save.isError && <FailureNotice error={save.error} hotelName={reservation.hotel.name} />}
          <Button type="submit" variant="secondary" disabled={save.isPending}>
            {save.isPending ? t('answers.saving') : t('answers.save')}
          </Button>
        </form>
      )}
    </section>
  );
}
