import { describe, expect, it } from 'vitest';
import {
  answerFieldErrors,
  answerIssues,
  answersRequest,
  initialAnswers,
  questionsToAsk,
  type AnswerValues,
} from '#app/shared/answers/question-answers.ts';
import { isMembersOnly, visitorTargetingLabels } from '#domain/rules/targeting-labels.ts';
import { aQuestion } from '../../factories';

const text = aQuestion({ id: 1, required: true });
const options = aQuestion({ id: 2, answer_type: 'options', options: ['Happy Anniversary', 'No message'] });
const checkin = aQuestion({ id: 3, question_type: 'checkin', answer_type: 'options', required: true });
const checkout = aQuestion({ id: 4, question_type: 'checkout' });
const files = aQuestion({ id: 5, question_type: 'file_attachment', answer_type: 'file', required: true });
const genders = aQuestion({ id: 6, question_type: 'number_of_men_women_per_room', required: true });
const decorations = aQuestion({ id: 7, answer_type: 'options', options: ['Flowers', 'Balloons', 'Rose petals'], multiple_choice: true, required: true });
const ALL = [text, options, checkin, checkout, files, genders, decorations];

const answered: AnswerValues = {
  q1: { value: '  Our 10th anniversary ', choices: [], files: [] },
  q2: { value: 'No message', choices: [], files: [] },
  q3: { value: '16:30', choices: [], files: [] },
  q4: { value: '', choices: [], files: [] },
  q5: { value: '', choices: [], files: [{ id: 'file_abcdefgh', filename: 'photo.jpg', size: 1024 }] },
  q6: { value: '', choices: [], files: [] },
  q7: { value: '', choices: ['Rose petals', 'Flowers'], files: [] },
};

describe('booking questions', () => {
  it('ask enabled questions that are not notifications and are aimed at the visitor', () => {
    const notification = aQuestion({ id: 7, question_type: 'notification' });
    const disabled = aQuestion({ id: 8, enabled: false });
    const members = aQuestion({ id: 9, labels: ['membership_rank_all', 'place_booking_process'] });
    const untargeted = aQuestion({ id: 10, labels: ['place_booking_process'] });
    const rank = aQuestion({ id: 11, labels: ['membership_rank_3'] });
    const questions = [text, notification, disabled, members, untargeted, rank];
    expect(questionsToAsk(questions, visitorTargetingLabels(null)).map((q) => q.id)).toEqual([1, 10]);
    const member = visitorTargetingLabels({ programId: 2, rankId: 3, organizationId: null });
    expect(member).toEqual(['all_users', 'membership_program_2', 'membership_rank_all', 'membership_rank_3']);
    expect(questionsToAsk(questions, member).map((q) => q.id)).toEqual([1, 9, 10, 11]);
    expect(isMembersOnly(members.labels)).toBe(true);
    expect(isMembersOnly(text.labels)).toBe(false);
  });

  it('start from the kept answers, else the hotel\'s stated check-in and check-out times', () => {
    const kept = { q1: { value: 'Birthday', choices: [], files: [] } };
    expect(initialAnswers([text, checkin, checkout, files], kept, { checkin_time: '15:00', checkout_time: '11:00' })).toEqual({
      q1: { value: 'Birthday', choices: [], files: [] },
      q3: { value: '15:00', choices: [], files: [] },
      q4: { value: '11:00', choices: [], files: [] },
      q5: { value: '', choices: [], files: [] },
    });
  });

  it('find required questions left empty, over-long text, bad times and options, too many files', () => {
    const empty = Object.fromEntries(ALL.map((q) => [`q${q.id}`, { value: '', choices: [], files: [] }]));
    expect(answerIssues(ALL, empty, false)).toEqual({ q1: 'required', q3: 'required', q5: 'required', q6: 'required', q7: 'required' });
    expect(answerIssues(ALL, empty, true)).toEqual({ q1: 'required', q3: 'required', q5: 'required', q7: 'required' });
    expect(answerIssues(ALL, answered, true)).toEqual({});
    const tooMany = Array.from({ length: 31 }, (_, i) => ({ id: `file_${i}abcdefg`, filename: `${i}.jpg`, size: 1 }));
    expect(
      answerIssues(
        ALL,
        {
          ...answered,
          q1: { value: 'x'.repeat(256), choices: [], files: [] },
          q2: { value: 'Happy Birthday', choices: [], files: [] },
          q3: { value: '25:00', choices: [], files: [] },
          q5: { value: '', choices: [], files: tooMany },
          q7: { value: '', choices: ['Flowers', 'Fireworks'], files: [] },
        },
        true,
      ),
    ).toEqual({ q1: 'too_long', q2: 'invalid_option', q3: 'invalid_time', q5: 'too_many_files', q7: 'invalid_option' });
    expect(answerIssues([text], { q1: { value: 'x'.repeat(255), choices: [], files: [] } }, true)).toEqual({});
  });

  it('put each issue at the control a failed submit focuses: the value, or the files of a file question', () => {
    const empty = { q1: { value: '', choices: [], files: [] }, q5: { value: '', choices: [], files: [] }, q7: { value: '', choices: [], files: [] } };
    expect(answerFieldErrors([text, files, decorations], empty, true)).toEqual({
      q1: { value: { type: 'answer', message: 'required' } },
      q5: { files: { type: 'answer', message: 'required' } },
      q7: { choices: { type: 'answer', message: 'required' } },
    });
    expect(answerFieldErrors([text, files, decorations], answered, true)).toBeUndefined();
  });

  it('send each answer in the field its kind takes, trimmed, and always the men and women question', () => {
    expect(answersRequest(ALL, answered)).toEqual([
      { question_id: 1, text: 'Our 10th anniversary' },
      { question_id: 2, option: 'No message' },
      { question_id: 3, checkin_time: '16:30' },
      { question_id: 5, attachment_ids: ['file_abcdefgh'] },
      { question_id: 6 },
      // Several options go in the question's order.
      { question_id: 7, options: ['Flowers', 'Rose petals'] },
    ]);
    expect(answersRequest([checkout], { q4: { value: '12:00', choices: [], files: [] } })).toEqual([{ question_id: 4, checkout_time: '12:00' }]);
  });

  it('ask check-in and check-out times once per room when several rooms are booked, starting from the stated times', () => {
    const start = initialAnswers([checkin, checkout, text], { q3: { value: '', choices: [], files: [], rooms: ['17:00'] } }, { checkin_time: '15:00', checkout_time: '11:00' }, 2);
    expect(start.q3).toEqual({ value: '', choices: [], files: [], rooms: ['17:00', '15:00'] });
    expect(start.q4).toEqual({ value: '', choices: [], files: [], rooms: ['11:00', '11:00'] });
    expect(start.q1).toEqual({ value: '', choices: [], files: [] });
    // One room answers for the reservation, as before.
    expect(initialAnswers([checkin], undefined, { checkin_time: '15:00' }, 1).q3).toEqual({ value: '15:00', choices: [], files: [] });
  });

  it("find each room's missing or malformed time at that room, and send the times as rooms", () => {
    const answers: AnswerValues = {
      q3: { value: '', choices: [], files: [], rooms: ['16:00', ''] },
      q4: { value: '', choices: [], files: [], rooms: ['25:00', '10:30'] },
    };
    expect(answerIssues([checkin, checkout], answers, true, 2)).toEqual({ 'q3.rooms.1': 'required', 'q4.rooms.0': 'invalid_time' });
    expect(answerFieldErrors([checkin, checkout], answers, true, 2)).toEqual({
      q3: { rooms: { 1: { type: 'answer', message: 'required' } } },
      q4: { rooms: { 0: { type: 'answer', message: 'invalid_time' } } },
    });
    const fine: AnswerValues = {
      q3: { value: '', choices: [], files: [], rooms: [' 16:00', '18:30'] },
      q4: { value: '', choices: [], files: [], rooms: ['', '10:30'] },
    };
    expect(answerIssues([checkin, checkout], fine, true, 2)).toEqual({});
    expect(answersRequest([checkin, checkout], fine, 2)).toEqual([
      { question_id: 3, rooms: [{ room_index: 0, checkin_time: '16:00' }, { room_index: 1, checkin_time: '18:30' }] },
      // An optional time left empty for a room is not sent for it.
      { question_id: 4, rooms: [{ room_index: 1, checkout_time: '10:30' }] },
    ]);
    expect(answersRequest([checkout], { q4: { value: '', choices: [], files: [], rooms: ['', ''] } }, 2)).toEqual([]);
  });
});
