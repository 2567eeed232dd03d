import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import type { StoredAnswer } from '#domain/entities/reservation.ts';
import { answersAfterEdit, bookedValues, editableQuestions } from '#app/features/manage-reservation/utils/answer-edits.ts';
import { answersFormSchema } from '#app/features/manage-reservation/utils/answers-form.ts';
import { answerIssues } from '#app/shared/answers/question-answers.ts';
import { aQuestion } from '../../factories';

const celebrating = aQuestion({ id: 1, required: true });
const plate = aQuestion({ id: 2, answer_type: 'options', options: ['Happy Birthday', 'No message'] });
const checkout = aQuestion({ id: 3, question_type: 'checkout' });
const photo = aQuestion({ id: 4, question_type: 'file_attachment', answer_type: 'file', required: true });
const pillow = aQuestion({ id: 5, labels: ['membership_rank_all'] });
const notice = aQuestion({ id: 6, question_type: 'notification' });
const genders = aQuestion({ id: 7, question_type: 'number_of_men_women_per_room' });
const allergies = aQuestion({ id: 8, answer_type: 'options', multiple_choice: true, options: ['Nuts', 'Milk', 'Eggs'] });

const file = (id: string, filename: string) => ({ id, filename, size: 2048 });

describe('editableQuestions', () => {
  it('offers text, options, several options, times and files for everybody; not members-only ones, notifications or the men/women split', () => {
    expect(editableQuestions([celebrating, plate, checkout, photo, pillow, notice, genders, allergies])).toEqual([
      celebrating,
      plate,
      checkout,
      photo,
      allergies,
    ]);
  });
});

describe('answers after an edit, one room', () => {
  const editable = editableQuestions([celebrating, plate, checkout, photo, pillow, allergies]);
  const booked: StoredAnswer[] = [
    { question_id: 1, text: 'Birthday' },
    { question_id: 2, option: 'Happy Birthday' },
    { question_id: 4, attachment_ids: ['att_12345678'], attachments: [file('att_12345678', 'passport.jpg')] },
    { question_id: 5, text: 'Buckwheat pillow' },
    { question_id: 8, options: ['Nuts', 'Eggs'] },
  ];

  it('reads each kind of booked answer back into its field, files by name', () => {
    const values = bookedValues(editable, booked, 1);
    expect(values.q1?.value).toBe('Birthday');
    expect(values.q2?.value).toBe('Happy Birthday');
    expect(values.q3?.value).toBe('');
    expect(values.q4?.files).toEqual([file('att_12345678', 'passport.jpg')]);
    expect(values.q8?.choices).toEqual(['Nuts', 'Eggs']);
  });

  it('keeps the answers it does not edit (without file names), replaces the edited ones and drops an emptied optional one', () => {
    const values = bookedValues(editable, booked, 1);
    const edited = {
      ...values,
      q1: { ...values.q1!, value: ' Wedding ' },
      q2: { ...values.q2!, value: '' },
      q3: { ...values.q3!, value: '11:30' },
      q4: { ...values.q4!, files: [file('att_12345678', 'passport.jpg'), file('new_87654321', 'visa.pdf')] },
      q8: { ...values.q8!, choices: ['Eggs', 'Milk'] },
    };
    expect(answersAfterEdit(booked, editable, edited, 1)).toEqual([
      { question_id: 5, text: 'Buckwheat pillow' },
      { question_id: 1, text: 'Wedding' },
      { question_id: 3, checkout_time: '11:30' },
      { question_id: 4, attachment_ids: ['att_12345678', 'new_87654321'] },
      // In the question's order, whatever order they were ticked in.
      { question_id: 8, options: ['Milk', 'Eggs'] },
    ]);
  });

  it('refuses an emptied required answer, a required file question left without files, a time that is not HH:MM', () => {
    const values = bookedValues(editable, booked, 1);
    const edited = { ...values, q1: { ...values.q1!, value: ' ' }, q3: { ...values.q3!, value: '25:00' }, q4: { ...values.q4!, files: [] } };
    expect(answerIssues(editable, edited, true, 1)).toEqual({ q1: 'required', q3: 'invalid_time', q4: 'required' });
  });

  it("puts each refusal at the field the form shows it at: the text's value, the files, the options", () => {
    const values = bookedValues(editable, booked, 1);
    const edited = { ...values, q1: { ...values.q1!, value: '' }, q4: { ...values.q4!, files: [] }, q8: { ...values.q8!, choices: ['Soy'] } };
    const result = z.safeParse(answersFormSchema(editable, 1), { answers: edited });
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['answers', 'q1', 'value'], message: 'required' },
      { path: ['answers', 'q4', 'files'], message: 'required' },
      { path: ['answers', 'q8', 'choices'], message: 'invalid_option' },
    ]);
    expect(z.safeParse(answersFormSchema(editable, 1), { answers: values }).success).toBe(true);
  });
});

describe('answers after an edit, several rooms', () => {
  const arrival = aQuestion({ id: 9, question_type: 'checkin', required: true });
  const editable = editableQuestions([arrival, checkout]);

  it('reads each room its booked time, and a time booked for the whole stay into every room', () => {
    const booked: StoredAnswer[] = [
      { question_id: 9, rooms: [{ room_index: 0, checkin_time: '15:00', reservation_hotel_room_id: 71 }, { room_index: 1, checkin_time: '18:30', reservation_hotel_room_id: 72 }] },
      { question_id: 3, checkout_time: '10:00' },
    ];
    const values = bookedValues(editable, booked, 2);
    expect(values.q9?.rooms).toEqual(['15:00', '18:30']);
    expect(values.q3?.rooms).toEqual(['10:00', '10:00']);
  });

  it('sends each room its own time, by its place, and asks every room of a required question', () => {
    const values = bookedValues(editable, [], 2);
    const edited = { ...values, q9: { ...values.q9!, rooms: ['16:00', ''] }, q3: { ...values.q3!, rooms: ['', '09:30'] } };
    expect(answerIssues(editable, edited, true, 2)).toEqual({ 'q9.rooms.1': 'required' });
    expect(z.safeParse(answersFormSchema(editable, 2), { answers: edited }).error?.issues[0]?.path).toEqual(['answers', 'q9', 'rooms', 1]);
    const complete = { ...edited, q9: { ...edited.q9, rooms: ['16:00', '20:15'] } };
    expect(answersAfterEdit([], editable, complete, 2)).toEqual([
      { question_id: 9, rooms: [{ room_index: 0, checkin_time: '16:00' }, { room_index: 1, checkin_time: '20:15' }] },
      { question_id: 3, rooms: [{ room_index: 1, checkout_time: '09:30' }] },
    ]);
  });
});
