import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { get, useController, useForm, useWatch, type Control } from 'react-hook-form';
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
import { answerKey, answerKind, filesOutside } from '#app/shared/answers/question-answers.ts';
import { randomId } from '#app/platform/random-id.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { reservationQuestionsQueryOptions } from '../api/get-reservation-questions';
import { replaceAnswers } from '../api/update-reservation';
import { useReportUnsaved, type ReportUnsaved } from '../hooks/use-report-unsaved';
import { answersAfterEdit, bookedValues, editableQuestions } from '../utils/answer-edits';
import { answersFormSchema, type AnswersFormValues } from '../utils/answers-form';
import type { ManageTarget } from './manage-page';
import { FailureNotice } from './refusal-notice';
import styles from './manage.module.css';

type AnswersSectionProps = { reservation: Reservation; target: ManageTarget; onSaved: (text: string) => void; onUnsavedChange: ReportUnsaved };

/**
 * The hotel's questions answered at booking, answered again with the rules of guest detail: text, options, times
 * (each room's with several rooms) and files (new ones uploaded as at booking, removed ones let go of on save).
 * Answers do not change the price, so they are saved on their own, checked by the server as at booking.
 */
export function AnswersSection({ reservation, target, onSaved, onUnsavedChange }: AnswersSectionProps) {
  const { locale } = useLocale();
  const questions = useQuery(
    reservationQuestionsQueryOptions(target.hotelId, reservation.rooms.map((room) => room.room_plan_code), reservation.checkin_date, locale),
  );
  const editable = editableQuestions(questions.data ?? []);
  if (editable.length === 0) return null;
  // The form starts from the booked answers once the questions are known.
  return <AnswersForm reservation={reservation} target={target} onSaved={onSaved} onUnsavedChange={onUnsavedChange} editable={editable} />;
}

function AnswersForm({ reservation, target, onSaved, onUnsavedChange, editable }: AnswersSectionProps & { editable: AdditionalQuestion[] }) {
  const { t } = useTranslation('manage');
  const headingId = useId();
  // New files of this page are one draft, as one booking's are.
  const [draftId] = useState(randomId);
  const booked = reservation.answers ?? [];
  const roomCount = reservation.rooms.length;
  // Checked when saved, without moving focus; the messages stay until the next save.
  const form = useForm<AnswersFormValues>({
    resolver: zodResolver(answersFormSchema(editable, roomCount)),
    defaultValues: { answers: bookedValues(editable, booked, roomCount) },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { control, register } = form;
  const save = useMutation({
    mutationFn: (values: AnswersFormValues) => replaceAnswers(target, answersAfterEdit(booked, editable, values.answers, roomCount)),
    onSuccess: () => {
      // What was saved is the form's new starting point: nothing is unsaved any more.
      form.reset(form.getValues());
      onSaved(t('answers.done'));
    },
  });
  useReportUnsaved(form.formState.isDirty && !save.isPending, onUnsavedChange);
  const issueText = (path: string) => {
    const issue = (get(form.formState.errors, path) as { message?: string } | undefined)?.message;
    return issue ? t(`validation.answer_${issue}`) : undefined;
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t('answers.heading')}
      </h2>
      <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit((values) => save.mutate(values))(event)}>
        {editable.map((question) => {
          const key = answerKey(question);
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
                    error={issueText(`answers.${key}.rooms.${index}`)}
                    {...register(`answers.${key}.rooms.${index}`)}
                  />
                ))}
              </fieldset>
            );
          }
          if (kind === 'files') {
            return (
              <FilesAnswer
                key={key}
                control={control}
                answerKey={key}
                label={label}
                hint={hint}
                required={question.required}
                upload={{ hotelId: target.hotelId, draftId }}
                savedFileIds={booked.flatMap((answer) => answer.attachment_ids ?? [])}
                error={issueText(`answers.${key}.files`)}
              />
            );
          }
          if (kind === 'choices') {
            return (
              <ChoicesAnswer
                key={key}
                control={control}
                answerKey={key}
                label={label}
                hint={hint}
                options={question.options}
                error={issueText(`answers.${key}.choices`)}
              />
            );
          }
          const common = { label, hint, error: issueText(`answers.${key}.value`), 'aria-required': question.required };
          return kind === 'options' ? (
            <SelectField
              key={key}
              {...common}
              options={[{ value: '', label: t('answers.noAnswer') }, ...question.options.map((option) => ({ value: option, label: option }))]}
              {...register(`answers.${key}.value`)}
            />
          ) : kind === 'time' ? (
            <TimeField key={key} {...common} {...register(`answers.${key}.value`)} />
          ) : (
            <TextField key={key} {...common} maxLength={255} {...register(`answers.${key}.value`)} />
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

type AnswerControlProps = { control: Control<AnswersFormValues>; answerKey: string; label: string; hint: string | undefined; error: string | undefined };

/** A file answer bound to the form; every answer's files share the 30. An upload sets only its own answer. */
function FilesAnswer({
  control,
  answerKey: key,
  label,
  hint,
  required,
  upload,
  savedFileIds,
  error,
}: AnswerControlProps & { required: boolean; upload: { hotelId: number; draftId: string }; savedFileIds: readonly string[] }) {
  const { field } = useController({ control, name: `answers.${key}.files` });
  const answers = useWatch({ control, name: 'answers' });
  return (
    <AttachmentField
      label={label}
      hint={hint}
      required={required}
      value={field.value}
      onChange={field.onChange}
      upload={upload}
      otherFileCount={filesOutside(answers, key)}
      savedFileIds={savedFileIds}
      error={error}
      inputRef={field.ref}
      onBlur={field.onBlur}
    />
  );
}

/** A several-options answer bound to the form. */
function ChoicesAnswer({ control, answerKey: key, label, hint, options, error }: AnswerControlProps & { options: readonly string[] }) {
  const { field } = useController({ control, name: `answers.${key}.choices` });
  return (
    <ChoicesField label={label} hint={hint} options={options} value={field.value} onChange={field.onChange} error={error} inputRef={field.ref} onBlur={field.onBlur} />
  );
}
