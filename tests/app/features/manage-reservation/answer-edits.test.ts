import { describe, expect, it } from 'vitest';
import type { AdditionalQuestion } from '../../../../domain/entities/additional-question';
import { answerEditIssues, answersAfterEdit, answerValue, editableQuestions } from '../../../../app/src/features/manage-reservation/utils/answer-edits';

function aQuestion(overrides: Partial<AdditionalQuestion>): AdditionalQuestion {
  return {
    id: 1,
    question_type: 'free',
    answer_type: 'text',
    required: false,
    title: 'Question',
    body: '',
    options: [],
    labels: ['all_users', 'place_booking_process'],
    hotel_plan_codes: [],
    display_start_date: null,
    display_end_date: null,
    ownable_type: 'Hotel',
    hotel_ids: null,
    enabled: true,
    ...overrides,
  };
}

const celebrating = aQuestion({ id: 1, required: true });
const plate = aQuestion({ id: 2, answer_type: 'options', options: ['Happy Birthday', 'No message'] });
const checkout = aQuestion({ id: 3, question_type: 'checkout' });
const photo = aQuestion({ id: 4, question_type: 'file_attachment', answer_type: 'file' });
const pillow = aQuestion({ id: 5, labels: ['membership_rank_all'] });
const notice = aQuestion({ id: 6, question_type: 'notification' });

describe('editableQuestions', () => {
  it('offers text, option and time questions for everybody; not files, members-only ones or notifications', () => {
    expect(editableQuestions([celebrating, plate, checkout, photo, pillow, notice])).toEqual([
      { question: celebrating, kind: 'text' },
      { question: plate, kind: 'options' },
      { question: checkout, kind: 'checkout_time' },
    ]);
  });
});

describe('answers after an edit', () => {
  const editable = editableQuestions([celebrating, plate, checkout, photo]);
  const booked = [
    { question_id: 1, text: 'Birthday' },
    { question_id: 2, option: 'Happy Birthday' },
    { question_id: 4, attachment_ids: ['att_12345678'] },
  ];

  it('reads each kind of booked answer back into its field', () => {
    expect(editable.map(({ question, kind }) => answerValue(booked.find((answer) => answer.question_id === question.id), kind))).toEqual([
      'Birthday',
      'Happy Birthday',
      '',
    ]);
  });

  it('keeps the answers it does not edit, replaces the edited ones and drops an emptied optional one', () => {
    expect(answersAfterEdit(booked, editable, { 1: ' Wedding ', 2: '', 3: '11:30' })).toEqual([
      { question_id: 4, attachment_ids: ['att_12345678'] },
      { question_id: 1, text: 'Wedding' },
      { question_id: 3, checkout_time: '11:30' },
    ]);
  });

  it('refuses an emptied required answer, a time that is not HH:MM and an overlong text', () => {
    expect(answerEditIssues(editable, { 1: ' ', 2: '', 3: '25:00' })).toEqual({ 1: 'required', 3: 'invalid_time' });
    expect(answerEditIssues(editable, { 1: 'x'.repeat(256) })).toEqual({ 1: 'too_long' });
  });
});
