import type { AdditionalQuestion } from '../../../../../domain/entities/additional-question';
import type { QuestionAnswer, StoredAnswer } from '../../../../../domain/entities/reservation';
import { answerKey, answerKind, answersRequest, storedAnswerValue, type AnswerValues } from '../../../lib/question-answers';

const TARGETING_PREFIXES = ['all_users', 'membership_'];

/**
 * The questions a guest may answer again here: enabled, not notifications, for everybody (members-only ones are
 * answered where the member is known), and not the men and women split, which is the rooms' own counts (the
 * guest names section changes it). Text, options, several options, times (per room with several rooms) and files.
 */
export function editableQuestions(questions: readonly AdditionalQuestion[]): AdditionalQuestion[] {
  return questions.filter((question) => {
    if (!question.enabled || question.question_type === 'notification' || answerKind(question) === 'genders') return false;
    const targets = question.labels.filter((label) => TARGETING_PREFIXES.some((prefix) => label.startsWith(prefix)));
    return targets.length === 0 || targets.includes('all_users');
  });
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
