import { useId } from 'react';
import { useFormContext, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdditionalQuestion } from '#domain/entities/additional-question.ts';
import { isMembersOnly } from '#domain/rules/targeting-labels.ts';
import { asksPerRoom } from '#domain/rules/time-answers.ts';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { TimeField } from '#app/components/ui/time-field.tsx';
import { answerKey, answerKind, type AnswerIssue, type AnswerValues } from '#app/shared/answers/question-answers.ts';
import { AttachmentAnswer } from './attachment-answer';
import { ChoicesAnswer } from './choices-answer';
import styles from './booking-questions.module.css';

/** The form values this part reads and writes: the answers, under `answers`. */
export type QuestionFormValues = { answers: AnswerValues };

type BookingQuestionsProps = {
  questions: readonly AdditionalQuestion[];
  /** Where file answers are uploaded to: the hotel and the reservation draft. */
  upload: { hotelId: number; draftId: string };
  /** The booked rooms' names, in room order: with several, check-in and check-out times are asked per room. */
  roomNames: readonly string[];
};

/**
 * The hotel's additional questions on guest detail, each in the control its kind takes: text (at most 255
 * characters), one of the offered options, a check-in or check-out time, files. Required ones say so, and
 * every message shows at its question.
 */
export function BookingQuestions({ questions, upload, roomNames }: BookingQuestionsProps) {
  const { t } = useTranslation('booking');
  const headingId = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext<QuestionFormValues>();
  if (questions.length === 0) return null;

  const issueText = (error: FieldError | undefined) => (error?.message ? t(`questions.errors.${error.message as AnswerIssue}`) : undefined);

  return (
    <section className={styles.questions} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('questions.heading')}
      </h2>
      {questions.map((question) => {
        const key = answerKey(question);
        const label = question.required ? t('questions.requiredLabel', { title: question.title }) : t('questions.optionalLabel', { title: question.title });
        const hint = question.body || undefined;
        const error = errors.answers?.[key];
        const kind = answerKind(question);
        return (
          <div key={key} className={styles.question}>
            {isMembersOnly(question.labels) && <p className={styles.audience}>{t('questions.forMembers')}</p>}
            {kind === 'text' && (
              <TextField label={label} hint={hint} aria-required={question.required} error={issueText(error?.value)} {...register(`answers.${key}.value`)} />
            )}
            {kind === 'options' && (
              <SelectField
                label={label}
                hint={hint}
                aria-required={question.required}
                options={[
                  { value: '', label: question.required ? t('questions.choose') : t('questions.noAnswer') },
                  ...question.options.map((option) => ({ value: option, label: option })),
                ]}
                error={issueText(error?.value)}
                {...register(`answers.${key}.value`)}
              />
            )}
            {kind === 'choices' && (
              <ChoicesAnswer
                answerKey={key}
                label={label}
                hint={hint}
                options={question.options}
                error={issueText(error?.choices as FieldError | undefined)}
              />
            )}
            {kind === 'time' && asksPerRoom(question, roomNames.length) && (
              <fieldset className={styles.rooms}>
                <legend className={styles.legend}>{label}</legend>
                <p className={styles.hint}>{hint ? `${hint} ${t('questions.timeHint')}` : t('questions.timeHint')}</p>
                {roomNames.map((roomName, room) => (
                  <TimeField
                    key={room}
                    label={t('questions.roomTime', { title: question.title, room: roomName })}
                    aria-required={question.required}
                    error={issueText(error?.rooms?.[room])}
                    {...register(`answers.${key}.rooms.${room}`)}
                  />
                ))}
              </fieldset>
            )}
            {kind === 'time' && !asksPerRoom(question, roomNames.length) && (
              <TimeField
                label={label}
                hint={hint ? `${hint} ${t('questions.timeHint')}` : t('questions.timeHint')}
                aria-required={question.required}
                error={issueText(error?.value)}
                {...register(`answers.${key}.value`)}
              />
            )}
            {kind === 'files' && (
              <AttachmentAnswer answerKey={key} label={label} hint={hint} required={question.required} upload={upload} error={issueText(error?.files as FieldError | undefined)} />
            )}
            {kind === 'genders' && (
              <>
                <p>{label}</p>
                <p className={styles.hint}>{t('questions.gendersHint')}</p>
                {error?.value && <p className={styles.error}>{issueText(error.value)}</p>}
              </>
            )}
          </div>
        );
      })}
    </section>
  );
}
