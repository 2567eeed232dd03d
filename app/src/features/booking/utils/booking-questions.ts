import { COUNTS } from '../../../../../domain/constants/limits';
import type { AdditionalQuestion } from '../../../../../domain/entities/additional-question';
import type { QuestionAnswer } from '../../../../../domain/entities/reservation';

/** A file the guest attached to an answer: uploaded already, the answer carries its id. */
export type AttachedFile = { id: string; filename: string; size: number };

/**
 * One question's answer as the form holds it: `value` is the text, the chosen option or the time (HH:MM),
 * `choices` the options chosen where several may be, `files` the attachments of a file question.
 */
export type AnswerValue = { value: string; choices: string[]; files: AttachedFile[] };

const EMPTY_ANSWER: AnswerValue = { value: '', choices: [], files: [] };

/** The answers by question, under `q{id}` (a plain number would read as an array index to the form library). */
export type AnswerValues = Record<string, AnswerValue>;

export type AnswerIssue = 'required' | 'too_long' | 'invalid_time' | 'invalid_option' | 'too_many_files';

/** How a question is answered on guest detail. */
export type AnswerKind = 'text' | 'options' | 'choices' | 'time' | 'files' | 'genders';

const TARGETING_PREFIXES = ['all_users', 'membership_'];
const CLOCK_TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

export function answerKey(question: Pick<AdditionalQuestion, 'id'>): string {
  return `q${question.id}`;
}

/** The membership a visitor holds, when signed in: what membership targeting labels name. */
export type MemberTargets = { programId: number; rankId: number | null; organizationId: number | null };

/**
 * The targeting labels a visitor answers to (document 1 section 3): everybody is among all_users; a member also
 * to their program, rank (and any rank), and organisation (and any organisation).
 */
export function visitorTargetingLabels(member: MemberTargets | null): string[] {
  if (!member) return ['all_users'];
  return [
    'all_users',
    `membership_program_${member.programId}`,
    'membership_rank_all',
    ...(member.rankId === null ? [] : [`membership_rank_${member.rankId}`]),
    ...(member.organizationId === null ? [] : ['membership_organization_all', `membership_organization_${member.organizationId}`]),
  ];
}

function isTargetingLabel(label: string): boolean {
  return TARGETING_PREFIXES.some((prefix) => label.startsWith(prefix));
}

/**
 * The questions guest detail asks this visitor: enabled ones that are not notifications, aimed at one of the
 * visitor's targeting labels (a question that names none is for everybody). The server has already kept those
 * of the booked plans and within their display window for the check-in.
 */
export function questionsToAsk(questions: readonly AdditionalQuestion[], visitorLabels: readonly string[]): AdditionalQuestion[] {
  return questions.filter((question) => {
    if (!question.enabled || question.question_type === 'notification') return false;
    const targets = question.labels.filter(isTargetingLabel);
    return targets.length === 0 || targets.some((label) => visitorLabels.includes(label));
  });
}

/** A question aimed at members only (no all_users label): guest detail says so next to it. */
export function isMembersOnly(question: Pick<AdditionalQuestion, 'labels'>): boolean {
  const targets = question.labels.filter(isTargetingLabel);
  return targets.length > 0 && !targets.includes('all_users');
}

export function answerKind(question: Pick<AdditionalQuestion, 'question_type' | 'answer_type' | 'multiple_choice'>): AnswerKind {
  switch (question.question_type) {
    case 'checkin':
    case 'checkout':
      return 'time';
    case 'file_attachment':
      return 'files';
    case 'number_of_men_women_per_room':
      return 'genders';
    default:
      break;
  }
  if (question.answer_type === 'options') return question.multiple_choice ? 'choices' : 'options';
  if (question.answer_type === 'file') return 'files';
  return 'text';
}

/** The hotel's stated times, which check-in and check-out questions start from (the guest changes them). */
export type StatedTimes = { checkin_time?: string | undefined; checkout_time?: string | undefined };

/** The answers the form starts with: what the guest typed before (kept in the draft), else the stated time. */
export function initialAnswers(questions: readonly AdditionalQuestion[], kept: AnswerValues | undefined, stated: StatedTimes): AnswerValues {
  return Object.fromEntries(
    questions.map((question) => {
      const key = answerKey(question);
      const before = kept?.[key];
      if (before) return [key, { ...EMPTY_ANSWER, ...before }];
      const time = question.question_type === 'checkin' ? stated.checkin_time : question.question_type === 'checkout' ? stated.checkout_time : undefined;
      return [key, { ...EMPTY_ANSWER, value: time ?? '' }];
    }),
  );
}

/**
 * Each answer's issue, by answer key: a required question left empty, a text over 255 characters, a time that
 * is not HH:MM, an option the question does not offer, more than 30 files. Men and women counts are the
 * rooms' own fields: `gendersGiven` says whether every room has them.
 */
export function answerIssues(
  questions: readonly AdditionalQuestion[],
  answers: AnswerValues,
  gendersGiven: boolean,
): Partial<Record<string, AnswerIssue>> {
  const issues: Partial<Record<string, AnswerIssue>> = {};
  for (const question of questions) {
    const key = answerKey(question);
    const answer = { ...EMPTY_ANSWER, ...answers[key] };
    const value = answer.value.trim();
    const kind = answerKind(question);
    if (kind === 'genders') {
      if (question.required && !gendersGiven) issues[key] = 'required';
    } else if (kind === 'choices') {
      if (answer.choices.some((choice) => !question.options.includes(choice))) issues[key] = 'invalid_option';
      else if (question.required && answer.choices.length === 0) issues[key] = 'required';
    } else if (kind === 'files') {
      if (answer.files.length > COUNTS.maxAttachments) issues[key] = 'too_many_files';
      else if (question.required && answer.files.length === 0) issues[key] = 'required';
    } else if (value === '') {
      if (question.required) issues[key] = 'required';
    } else if (kind === 'time' && !CLOCK_TIME.test(value)) {
      issues[key] = 'invalid_time';
    } else if (kind === 'options' && !question.options.includes(value)) {
      issues[key] = 'invalid_option';
    } else if (kind === 'text' && value.length > COUNTS.maxAnswerLength) {
      issues[key] = 'too_long';
    }
  }
  return issues;
}

/**
 * The reservation's answers (call after answerIssues found none): one per answered question, in the field its
 * kind takes; a men and women question always, since its answer is the rooms' counts.
 */
export function answersRequest(questions: readonly AdditionalQuestion[], answers: AnswerValues): QuestionAnswer[] {
  return questions.flatMap((question): QuestionAnswer[] => {
    const answer = { ...EMPTY_ANSWER, ...answers[answerKey(question)] };
    const value = answer.value.trim();
    const base = { question_id: question.id };
    switch (answerKind(question)) {
      case 'genders':
        return [base];
      case 'files':
        return answer.files.length > 0 ? [{ ...base, attachment_ids: answer.files.map((file) => file.id) }] : [];
      case 'time':
        if (value === '') return [];
        return [question.question_type === 'checkin' ? { ...base, checkin_time: value } : { ...base, checkout_time: value }];
      case 'options':
        return value === '' ? [] : [{ ...base, option: value }];
      case 'choices':
        // In the question's order, whatever order they were ticked in.
        return answer.choices.length === 0 ? [] : [{ ...base, options: question.options.filter((option) => answer.choices.includes(option)) }];
      case 'text':
        return value === '' ? [] : [{ ...base, text: value }];
    }
  });
}

/**
 * The answers' issues as the form library holds field errors: at `answers.q{id}.value`, or `.files` / `.choices`
 * for file and several-option answers (the control a failed submit focuses). Undefined when every answer is fine.
 */
export function answerFieldErrors(
  questions: readonly AdditionalQuestion[],
  answers: AnswerValues,
  gendersGiven: boolean,
): Record<string, Partial<Record<keyof AnswerValue, { type: string; message: AnswerIssue }>>> | undefined {
  const issues = Object.entries(answerIssues(questions, answers, gendersGiven));
  if (issues.length === 0) return undefined;
  const byKind = new Map(questions.map((question) => [answerKey(question), answerKind(question)]));
  return Object.fromEntries(
    issues.map(([key, issue]) => [key, { [fieldOf(byKind.get(key))]: { type: 'answer', message: issue } }]),
  );
}

function fieldOf(kind: AnswerKind | undefined): keyof AnswerValue {
  if (kind === 'files') return 'files';
  return kind === 'choices' ? 'choices' : 'value';
}
