import * as z from 'zod/mini';
import type { AdditionalQuestion } from '#domain/entities/additional-question.ts';
import { answerFieldErrors, type AnswerValues } from '#app/shared/answers/question-answers.ts';

/** The answers form's values: each editable question's answer, under `answers.q{id}` as on guest detail. */
export type AnswersFormValues = { answers: AnswerValues };

/**
 * The answers form's schema: guest detail's rules for each editable question (the men and women split is not
 * asked here), each message (a key of manage's `validation.answer_*`) at the answer's field: `.value`, `.files`,
 * `.choices`, or `.rooms.{index}` for a room's time.
 */
export function answersFormSchema(editable: readonly AdditionalQuestion[], roomCount: number) {
  return z.custom<AnswersFormValues>().check(
    z.superRefine((form, ctx) => {
      for (const [key, entry] of Object.entries(answerFieldErrors(editable, form.answers, true, roomCount) ?? {})) {
        for (const field of ['value', 'files', 'choices'] as const) {
          const error = entry[field];
          if (error) ctx.addIssue({ code: 'custom', message: error.message, path: ['answers', key, field], input: form.answers[key]?.[field] });
        }
        for (const [room, error] of Object.entries(entry.rooms ?? {})) {
          ctx.addIssue({ code: 'custom', message: error.message, path: ['answers', key, 'rooms', Number(room)], input: form.answers[key]?.rooms });
        }
      }
    }),
  );
}
