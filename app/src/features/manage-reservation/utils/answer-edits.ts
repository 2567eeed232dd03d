import type { AdditionalQuestion } from '#domain/entities/additional-question.ts';
import type { QuestionAnswer, StoredAnswer } from '#domain/entities/reservation.ts';
import { visitorTargetingLabels } from '#domain/rules/targeting-labels.ts';
import { answerKey, answerKind, answersRequest, questionsToAsk, storedAnswerValue, type AnswerValues } from '#app/shared/answers/question-answers.ts';

/**
 * The questions a guest may answer again here: those guest detail asks a guest (members-only ones are answered
 * where the member is known), but not the men and women split, which is the rooms' own counts (the guest names
 * section changes it). Text, options, several options, times (per room with several rooms) and files.
 */
export function editableQuestions(questions: readonly AdditionalQuestion[]): AdditionalQuestion[] {
  return questionsToAsk(questions, visitorTargetingLabels(null)).filter((question) => answerKind(question) !== 'genders');
}

/** The form's starting values: each editable question's booked answer. */
export function bookedValues(editable: readonly AdditionalQuestion[], booked: readonly StoredAnswer[], roomCount: number): AnswerValues {
  return Object.fromEntries(
    editable.map((question) => [answerKey(question), storedAnswerValue(question, booked.find((answer) => answer.question_id === question.id), roomCount)]),
  );
}

/**
 * Every answer of the reservation after the edit (batch_update replaces them all): the edited questions as the
 * form holds them (an emptied optional one is dropped), the others (members-only, men/women) as they were, without
 * the file names the reservation lists (a request names files by id).
 */
export function answersAfterEdit(
  booked: readonly StoredAnswer[],
  editable: readonly AdditionalQuestion[],
  values: AnswerValues,
  roomCount: number,
): QuestionAnswer[] {
  const edited = new Set(editable.map((question) => question.id));
  const kept = booked.filter((answer) => !edited.has(answer.question_id)).map(({ attachments: _files, ...answer }) => answer);
  return [...kept, ...answersRequest(editable, values, roomCount)];
}
