import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ZCreateReservationRequest } from '#domain/entities/reservation.ts';

const base = {
  checkin: '2026-06-05',
  checkout: '2026-06-07',
  locale: 'en',
  booking_source: 'booking_widget',
  booker: { first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com', phone: '+819012345678' },
  rooms: [{ room_type_code: 'deluxe-twin', room_plan_code: 'deluxe-twin_breakfast', adults: 2, children: 0 }],
  payment: { type: 'on_site' },
  expected_total_price: 30_000,
};

/** The first message per field, as a form shows it. */
function firstIssues(input: unknown): Record<string, string> {
  const result = ZCreateReservationRequest.safeParse(input);
  if (result.success) return {};
  const issues: Record<string, string> = {};
  for (const issue of result.error.issues) issues[issue.path.join('.')] ??= issue.message;
  return issues;
}

describe('the reservation request', () => {
  it('still takes the first version of the request', () => {
    expect(ZCreateReservationRequest.safeParse(base).success).toBe(true);
  });

  it('gives each new field a stable code', () => {
    expect(
      firstIssues({
        ...base,
        booker: { ...base.booker, first_name_kana: 'Hanako', address: { postal_code: '100 0001', prefecture_or_state: 'Tokyo', street_address: ' ' } },
        rooms: [{ ...base.rooms[0], men_count: 1, women_count: 0 }],
        tax_id: '1234567',
        receipt_name: 'x'.repeat(256),
        answers: [{ question_id: 1, text: 'y'.repeat(256), checkin_time: '25:00', attachment_ids: Array.from({ length: 31 }, (_, i) => `attachment-${i}`) }],
        extras: [{ extra_id: 1, quantity: 0 }],
        terms_accepted: false,
        payment: { type: 'card', card_token: '4111111111111111' },
      }),
    ).toEqual({
      'booker.first_name_kana': 'unsupported_characters',
      'booker.address.postal_code': 'invalid_postal_code',
      'booker.address.prefecture_or_state': 'invalid_prefecture',
      'booker.address.street_address': 'required',
      'rooms.0.men_count': 'men_women_mismatch',
      tax_id: 'invalid_tax_id',
      receipt_name: 'too_long',
      'answers.0.text': 'too_long',
      'answers.0.checkin_time': 'invalid_time',
      'answers.0.attachment_ids': 'too_many_files',
      'extras.0.quantity': 'quantity_out_of_range',
      terms_accepted: 'terms_not_accepted',
      'payment.card_token': 'invalid_card_token',
    });
  });

  it('asks for both gender counts or neither, and takes kana in hiragana or katakana', () => {
    expect(firstIssues({ ...base, rooms: [{ ...base.rooms[0], men_count: 2 }] })).toEqual({ 'rooms.0.women_count': 'required' });
    const kana = { ...base, booker: { ...base.booker, first_name_kana: 'はなこ', last_name_kana: 'ヤマダ' } };
    expect(z.safeParse(ZCreateReservationRequest, kana).success).toBe(true);
  });

  it('takes check-in times per room, each naming its room by place and given as HH:MM', () => {
    const perRoom = { ...base, answers: [{ question_id: 3, rooms: [{ room_index: 0, checkin_time: '15:00' }, { room_index: 1, checkin_time: '21:30' }] }] };
    expect(ZCreateReservationRequest.safeParse(perRoom).success).toBe(true);
    expect(firstIssues({ ...base, answers: [{ question_id: 3, rooms: [{ room_index: -1, checkin_time: '25:00' }] }] })).toEqual({
      'answers.0.rooms.0.room_index': expect.any(String),
      'answers.0.rooms.0.checkin_time': 'invalid_time',
    });
  });
});
