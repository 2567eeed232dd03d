import type { AdditionalQuestion } from '../../../../../domain/entities/additional-question';
import type { QuestionAnswer } from '../../../../../domain/entities/reservation';

/** How the management page lets a guest answer a question again; files and men/women splits stay as booked. */
export type EditableKind = 'text' | 'options' | 'checkin_time' | 'checkout_time';

export type EditableQuestion = { question: AdditionalQuestion; kind: EditableKind };

const TARGETING_PREFIXES = ['all_users', 'membership_'];
const CLOCK_TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
/** The server's limit for a text answer (document 2 section 9.2). */
const MAX_ANSWER = 255;

function kindOf(question: AdditionalQuestion): EditableKind | undefined {
  if (question.question_type === 'checkin') return 'checkin_time';
  if (question.question_type === 'checkout') return 'checkout_time';
  if (question.question_type !== 'free') return undefined;
  return question.answer_type === 'options' ? 'options' : question.answer_type === 'text' ? 'text' : undefined;
}

/**
 * The questions a guest may answer again here: enabled, not notifications, for everybody (members-only ones are
 * answered where the member is known), and of a kind answered by one value.
 */
export function editableQuestions(questions: readonly AdditionalQuestion[]): EditableQuestion[] {
  return questions.flatMap((question) => {
    if (!question.enabled || question.question_type === 'notification') return [];
    const targets = question.labels.filter((label) => TARGETING_PREFIXES.some((prefix) => label.startsWith(prefix)));
    if (targets.length > 0 && !targets.includes('all_users')) return [];
    const kind = kindOf(question);
    return kind ? [{ question, kind }] : [];
  });
}

export function answerValue(answer: QuestionAnswer | undefined, kind: EditableKind): string {
  if (!answer) return '';
  if (kind === 'options') return answer.option ?? '';
  if (kind === 'checkin_time') return answer.checkin_time ?? '';
  if (kind === 'checkout_time') return answer.checkout_time ?? '';
  return answer.text ?? '';
}

export type AnswerEditIssue = 'required' | 'too_long' | 'invalid_time';

export function answerEditIssues(editable: readonly EditableQuestion[], values: Readonly<Record<number, string>>): Record<number, AnswerEditIssue> {
  const issues: Record<number, AnswerEditIssue> = {};
  for (const { question, kind } of editable) {
    const value = (values[question.id] ?? '').trim();
    if (!value) {
      if (question.required) issues[question.id] = 'required';
    } else if (value.length > MAX_ANSWER) issues[question.id] = 'too_long';
    else if ((kind === 'checkin_time' || kind === 'checkout_time') && !CLOCK_TIME.test(value)) issues[question.id] = 'invalid_time';
  }
  return issues;
}

/**
 * Every answer of the reservation after the edit (batch_update replaces them all): the edited questions as typed
 * (an emptied optional one is dropped), the others (files, members-only, men/women) as they were.
 */
export function answersAfterEdit(
  booked: readonly QuestionAnswer[],
  editable: readonly EditableQuestion[],
  values: Readonly<Record<number, string>>,
): QuestionAnswer[] {
  const edited = new Set(editable.map(({ question }) => question.id));
  const kept = booked.filter((answer) => !edited.has(answer.question_id));
  const typed = editable.flatMap(({ question, kind }) => {
    const value = (values[question.id] ?? '').trim();
    if (!value) return [];
    const field = kind === 'options' ? 'option' : kind;
    return [{ question_id: question.id, [field]: value } as QuestionAnswer];
  });
  return [...kept, ...typed];
}
