// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import { createTestApi, day, errorOf, KYOTO, reservationOf, TOKYO } from './test-api';

// File answers replaced from the management page: files added through POST file_attachments, files removed, saved
// with the answers' batch update (issue 7).
const api = createTestApi();
let session = '';

const questionId = (title: string) =>
  api.db.prepare<[number, string], { id: number }>('SELECT id FROM additional_questions WHERE hotel_id = ? AND titles LIKE ?').get(TOKYO.id, `%${title}%`)?.id ?? 0;

async function upload(as: string, hotelId: number = TOKYO.id, name = 'board.png'): Promise<string> {
  const form = new FormData();
  form.set('draft_id', 'manage-file-answers');
  form.set('files', new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' }));
  const response = await api.app.request(`/hotels/${hotelId}/file_attachments`, { method: 'POST', headers: { [REQUEST_HEADERS.clientSession]: as }, body: form });
  expect(response.status).toBe(201);
  const { attachments } = (await response.json()) as { attachments: { id: string }[] };
  return attachments[0]?.id ?? '';
}

const fileRows = (reservationId: number) =>
  api.db.prepare<[number], { id: string }>('SELECT id FROM file_attachments WHERE reservation_id = ? ORDER BY id').all(reservationId).map((row) => row.id).sort();

let booked = { number: '', token: '', id: 0, photo: '' };
let baseAnswers: { question_id: number; text?: string; checkin_time?: string }[] = [];

function batchUpdate(answers: unknown[], as = session) {
  return api.app.request(`/hotels/${TOKYO.id}/reservations/${booked.number}/additional_questions/batch_update?bypass_token=${booked.token}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', [REQUEST_HEADERS.clientSession]: as },
    body: JSON.stringify({ answers }),
  });
}

beforeAll(async () => {
  session = await api.newSession();
  const photo = await upload(session, TOKYO.id, 'first.png');
  const body = await api.pricedBooking(session, TOKYO.id, { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_anniversary', checkin: day(33), checkout: day(34), adults: 2 });
  baseAnswers = [
    { question_id: questionId('Expected check-in time'), checkin_time: '15:00' },
    { question_id: questionId('What are you celebrating?'), text: 'Our anniversary' },
  ];
  const response = await api.postReservation(session, TOKYO.id, { ...body, answers: [...baseAnswers, { question_id: questionId('Photo for the welcome board'), attachment_ids: [photo] }] });
  expect(response.status).toBe(201);
  const reservation = await reservationOf(response);
  booked = { number: reservation.reservation_number, token: reservation.bypass_token, id: reservation.reservationID, photo };
});

describe('file answers in the batch update', () => {
  it("refuses another session's upload and another hotel's, and keeps the files as they were", async () => {
    const stranger = await upload(await api.newSession());
    const kyotoSession = await api.newSession(KYOTO.code);
    const kyoto = await upload(kyotoSession, KYOTO.id);
    for (const id of [stranger, kyoto, 'never-uploaded-1']) {
      const response = await batchUpdate([...baseAnswers, { question_id: questionId('Photo for the welcome board'), attachment_ids: [booked.photo, id] }]);
      expect(response.status).toBe(422);
      expect((await errorOf(response)).details['answers.2.attachment_ids']).toEqual([{ error: 'invalid_attachment' }]);
    }
    expect(fileRows(booked.id)).toEqual([booked.photo]);
  });

  it('adds this session\'s new uploads and deletes the files the guest removed', async () => {
    const second = await upload(session, TOKYO.id, 'second.png');
    const third = await upload(session, TOKYO.id, 'third.png');
    const response = await batchUpdate([...baseAnswers, { question_id: questionId('Photo for the welcome board'), attachment_ids: [second, third] }]);
    expect(response.status).toBe(200);
    const { answers } = (await response.json()) as { answers: { question_id: number; attachment_ids?: string[] }[] };
    expect(answers.find((answer) => answer.question_id === questionId('Photo for the welcome board'))?.attachment_ids).toEqual([second, third]);
    expect(fileRows(booked.id)).toEqual([second, third].sort());
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM file_attachments WHERE id = ?').get(booked.photo)).toEqual({ n: 0 });
  });

  it('lists each file answer\'s files by name and size on the reservation, never their content', async () => {
    const response = await api.app.request(`/hotels/${TOKYO.id}/reservations/${booked.number}?bypass_token=${booked.token}`, {
      headers: { [REQUEST_HEADERS.clientSession]: session },
    });
    const reservation = await reservationOf(response);
    const photoAnswer = reservation.answers?.find((answer) => answer.question_id === questionId('Photo for the welcome board'));
    expect(photoAnswer?.attachments).toEqual(
      (photoAnswer?.attachment_ids ?? []).map((id) => ({ id, filename: expect.stringMatching(/^(second|third)\.png$/) as string, size: 8 })),
    );
    expect(photoAnswer?.attachments).toHaveLength(2);
    expect(reservation.answers?.find((answer) => answer.question_id === questionId('What are you celebrating?'))).not.toHaveProperty('attachments');
  });

  it('refuses more than 30 files in all', async () => {
    const kept = fileRows(booked.id);
    const ids = Array.from({ length: 31 }, (_, i) => `made-up-file-${String(i).padStart(2, '0')}`);
    const response = await batchUpdate([...baseAnswers, { question_id: questionId('Photo for the welcome board'), attachment_ids: ids.slice(0, 30) }, { question_id: questionId('What are you celebrating?'), attachment_ids: ids.slice(30) }]);
    expect(response.status).toBe(422);
    expect((await errorOf(response)).details.answers).toEqual([{ error: 'too_many_files' }]);
    expect(fileRows(booked.id)).toEqual(kept);
  });
});
