import { COUNTS } from '#domain/constants/limits.ts';
import type { AdditionalQuestion } from '#domain/entities/additional-question.ts';
import type { AnsweredFile, QuestionAnswer, StoredAnswer } from '#domain/entities/reservation.ts';
import { isForVisitor } from '#domain/rules/targeting-labels.ts';
import { asksPerRoom } from '#domain/rules/time-answers.ts';

/**
 * One question's answer as the form holds it: `value` is the text, the chosen option or the time (HH:MM),
 * `choices` the options chosen where several may be, `files` the attachments of a file question, `rooms` each
 * room's time when times are asked per room (asksPerRoom).
 */
export type AnswerValue = { value: string; choices: string[]; files: AnsweredFile[]; rooms?: string[] };

const EMPTY_ANSWER: AnswerValue = { value: '', choices: [], files: [] };

/** The answers by question, under `q{id}` (a plain number would read as an array index to the form library). */
export type AnswerValues = Record<string, AnswerValue>;

export type AnswerIssue = 'required' | 'too_long' | 'invalid_time' | 'invalid_option' | 'too_many_files';

/** How a question is answered, on guest detail and on the management page alike. */
export type AnswerKind = 'text' | 'options' | 'choices' | 'time' | 'files' | 'genders';

const CLOCK_TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

export function answerKey(question: Pick<AdditionalQuestion, 'id'>): string {
  return `q${question.id}`;
}

/**
 * The questions guest detail asks this visitor: enabled ones that are not notifications, aimed at one of the
 * visitor's targeting labels (a question that names none is for everybody). The server has already kept those
 * of the booked plans and within their display window for the check-in.
 */
export function questionsToAsk(questions: readonly AdditionalQuestion[], visitorLabels: readonly string[]): AdditionalQuestion[] {
  return questions.filter(
    (question) => question.enabled && question.question_type !== 'notification' && isForVisitor(question.labels, visitorLabels),
  );
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

/**
 * The answers the form starts with: what the guest typed before (kept in the draft), else the stated time (for
 * each room, when times are asked per room).
 */
export function initialAnswers(
  questions: readonly AdditionalQuestion[],
  kept: AnswerValues | undefined,
  stated: StatedTimes,
  roomCount = 1,
): AnswerValues {
  return Object.fromEntries(
    questions.map((question) => {
      const key = answerKey(question);
      const before: AnswerValue = { ...EMPTY_ANSWER, ...kept?.[key] };
      const time = question.question_type === 'checkin' ? stated.checkin_time : question.question_type === 'checkout' ? stated.checkout_time : undefined;
      if (asksPerRoom(question, roomCount)) {
        return [key, { ...before, rooms: Array.from({ length: roomCount }, (_, i) => before.rooms?.[i] ?? time ?? '') }];
      }
      return [key, kept?.[key] ? before : { ...EMPTY_ANSWER, value: time ?? '' }];
    }),
  );
}

/**
 * A booked answer read back into the form's shape, for the management page: its text, option, options, files, or
 * time (each room's, when times are asked per room; a time answered for the whole reservation fills every room).
 */
export function storedAnswerValue(question: AdditionalQuestion, stored: StoredAnswer | undefined, roomCount = 1): AnswerValue {
  if (!stored) return asksPerRoom(question, roomCount) ? { ...EMPTY_ANSWER, rooms: Array.from({ length: roomCount }, () => '') } : EMPTY_ANSWER;
  const timeField = question.question_type === 'checkin' ? 'checkin_time' : 'checkout_time';
  switch (answerKind(question)) {
    case 'files':
      return { ...EMPTY_ANSWER, files: stored.attachments ?? [] };
    case 'choices':
      return { ...EMPTY_ANSWER, choices: stored.options ?? [] };
    case 'options':
      return { ...EMPTY_ANSWER, value: stored.option ?? '' };
    case 'time': {
      const whole = stored[timeField] ?? '';
      if (!asksPerRoom(question, roomCount)) return { ...EMPTY_ANSWER, value: whole || (stored.rooms?.[0]?.[timeField] ?? '') };
      const rooms = Array.from({ length: roomCount }, (_, i) => stored.rooms?.find((room) => room.room_index === i)?.[timeField] ?? whole);
      return { ...EMPTY_ANSWER, rooms };
    }
    default:
      return { ...EMPTY_ANSWER, value: stored.text ?? '' };
  }
}

/** How many files the answers other than `key`'s hold: they count toward the same 30 as its own. */
export function filesOutside(answers: Readonly<Partial<AnswerValues>>, key: string): number {
  return Object.entries(answers).reduce((count, [other, answer]) => (other === key ? count : count + (answer?.files.length ?? 0)), 0);
}

/** What is wrong with one time, text or option value (trimmed), if anything. */
function valueIssue(question: AdditionalQuestion, kind: AnswerKind, value: string): AnswerIssue | undefined {
  if (value === '') return question.required ? 'required' : undefined;
  if (kind === 'time' && !CLOCK_TIME.test(value)) return 'invalid_time';
  if (kind === 'options' && !question.options.includes(value)) return 'invalid_option';
  if (kind === 'text' && value.length > COUNTS.maxAnswerLength) return 'too_long';
  return undefined;
}

/**
 * Each answer's issue, by answer key (`q{id}`, or `q{id}.rooms.{index}` for a room's time): a required question
 * left empty, a text over 255 characters, a time that is not HH:MM, an option the question does not offer, more
 * than 30 files. Men and women counts are the rooms' own fields: `gendersGiven` says whether every room has them.
 */
export function answerIssues(
  questions: readonly AdditionalQuestion[],
  answers: AnswerValues,
  gendersGiven: boolean,
  roomCount = 1,
): Partial<Record<string, AnswerIssue>> {
  const issues: Partial<Record<string, AnswerIssue>> = {};
  for (const question of questions) {
    const key = answerKey(question);
    const answer = { ...EMPTY_ANSWER, ...answers[key] };
    const kind = answerKind(question);
    if (kind === 'genders') {
      if (question.required && !gendersGiven) issues[key] = 'required';
    } else if (kind === 'choices') {
      if (answer.choices.some((choice) => !question.options.includes(choice))) issues[key] = 'invalid_option';
      else if (question.required && answer.choices.length === 0) issues[key] = 'required';
    } else if (kind === 'files') {
      if (answer.files.length > COUNTS.maxAttachments) issues[key] = 'too_many_files';
      else if (question.required && answer.files.length === 0) issues[key] = 'required';
    } else if (asksPerRoom(question, roomCount)) {
      for (let room = 0; room < roomCount; room += 1) {
        const issue = valueIssue(question, kind, (answer.rooms?.[room] ?? '').trim());
        if (issue) issues[`${key}.rooms.${room}`] = issue;
      }
    } else {
      const issue = valueIssue(question, kind, answer.value.trim());
      if (issue) issues[key] = issue;
    }
  }
  return issues;
}

/**
 * The reservation's answers (call after answerIssues found none): one per answered question, in the field its
 * kind takes; a men and women question always, since its answer is the rooms' counts; times asked per room as
 * `rooms`, one entry per room that has one.
 */
export function answersRequest(questions: readonly AdditionalQuestion[], answers: AnswerValues, roomCount = 1): QuestionAnswer[] {
  return questions.flatMap((question): QuestionAnswer[] => {
    const answer = { ...EMPTY_ANSWER, ...answers[answerKey(question)] };
    const value = answer.value.trim();
    const base = { question_id: question.id };
    const timeField = question.question_type === 'checkin' ? 'checkin_time' : 'checkout_time';
    switch (answerKind(question)) {
      case 'genders':
        return [base];
      case 'files':
        return answer.files.length > 0 ? [{ ...base, attachment_ids: answer.files.map((file) => file.id) }] : [];
      case 'time': {
        if (asksPerRoom(question, roomCount)) {
          const rooms = Array.from({ length: roomCount }, (_, i) => ({ room_index: i, time: (answer.rooms?.[i] ?? '').trim() }))
            .filter((room) => room.time !== '')
            .map(({ room_index, time }) => ({ room_index, [timeField]: time }));
          return rooms.length > 0 ? [{ ...base, rooms }] : [];
        }
        return value === '' ? [] : [{ ...base, [timeField]: value }];
      }
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

type AnswerFieldError = { type: string; message: AnswerIssue };

/**
 * The answers' issues as the form library holds field errors: at `answers.q{id}.value`, `.rooms.{index}` for a
 * room's time, or `.files` / `.choices` for file and several-option answers (the control a failed submit
 * focuses). Undefined when every answer is fine.
 */
export function answerFieldErrors(
  questions: readonly AdditionalQuestion[],
  answers: AnswerValues,
  gendersGiven: boolean,
  roomCount = 1,
): Record<string, { value?: AnswerFieldError; files?: AnswerFieldError; choices?: AnswerFieldError; rooms?: Record<number, AnswerFieldError> }> | undefined {
  const issues = Object.entries(answerIssues(questions, answers, gendersGiven, roomCount));
  if (issues.length === 0) return undefined;
  const byKind = new Map(questions.map((question) => [answerKey(question), answerKind(question)]));
  const errors: NonNullable<ReturnType<typeof answerFieldErrors>> = {};
  for (const [path, issue] of issues) {
    if (!issue) continue;
    const [key = path, , room] = path.split('.');
    const error = { type: 'answer', message: issue };
    const entry = (errors[key] ??= {});
    if (room !== undefined) entry.rooms = { ...entry.rooms, [Number(room)]: error };
    else entry[fieldOf(byKind.get(key))] = error;
  }
  return errors;
}

function fieldOf(kind: AnswerKind | undefined): 'value' | 'files' | 'choices' {
  if (kind === 'files') return 'files';
  return kind === 'choices' ? 'choices' : 'value';
}
