// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { getBrandAdditionalQuestions, getHotelAdditionalQuestions } from '#domain/contracts/index.ts';
import { createSearchApi } from './search-api';
import { day, errorOf, KYOTO, OKINAWA, TOKYO } from './test-api';

let api: Awaited<ReturnType<typeof createSearchApi>>;
beforeAll(async () => {
  api = await createSearchApi();
});

const hotelPath = `/hotels/${TOKYO.id}/additional_questions`;
const titles = (answer: { additional_questions: { title: string }[] }) => answer.additional_questions.map((q) => q.title);

describe('GET /hotels/:hotelId/additional_questions', () => {
  it('lists every question of the hotel, notifications with their windows and labels', async () => {
    const all = await api.json(getHotelAdditionalQuestions, hotelPath, { locale: 'en' });
    expect(titles(all)).toEqual([
      'Lobby renovation',
      'Breakfast venue',
      'Old notice',
      'Expected check-in time',
      'What are you celebrating?',
      'Message on the cake plate',
      'Expected check-out time',
      'Photo for the welcome board',
      'Members: pillow of your choice',
      'Summer fireworks seats',
      'Decorations in the room',
      'Sakura Club: newspaper in the morning',
      'Sakura Trading: cost centre',
    ]);
    expect(all.additional_questions[0]).toMatchObject({
      question_type: 'notification',
      labels: ['all_users', 'place_search_result'],
      display_start_date: day(0),
      display_end_date: day(30),
      ownable_type: 'Hotel',
      hotel_ids: null,
    });
  });

  it('filters by q labels and types, enabled, room plans and the check-in\'s display window', async () => {
    const search = { q: { labels: ['place_search_result'], question_types: ['notification'] }, enabled: true, locale: 'en' };
    expect(titles(await api.json(getHotelAdditionalQuestions, hotelPath, search))).toEqual(['Lobby renovation']);
    expect(titles(await api.json(getHotelAdditionalQuestions, hotelPath, { ...search, checkin: day(40) }))).toEqual([]);
    expect(titles(await api.json(getHotelAdditionalQuestions, hotelPath, { ...search, checkin: day(30) }))).toEqual(['Lobby renovation']);

    const booking = { q: { labels: ['place_booking_process'] }, locale: 'en' };
    expect(titles(await api.json(getHotelAdditionalQuestions, hotelPath, { ...booking, room_plan_codes: 'deluxe-twin_room-only' }))).toEqual([
      'Expected check-in time',
      'Sakura Club: newspaper in the morning',
      'Sakura Trading: cost centre',
    ]);
    expect(titles(await api.json(getHotelAdditionalQuestions, hotelPath, { ...booking, room_plan_codes: 'deluxe-twin_breakfast' }))).toEqual([
      'Breakfast venue',
      'Expected check-in time',
      'Sakura Club: newspaper in the morning',
      'Sakura Trading: cost centre',
    ]);
  });

  it('keeps, for q targeting labels, the questions aimed at one of them (a guest, a programme, an organisation)', async () => {
    const plans = { room_plan_codes: 'deluxe-twin_room-only', enabled: true, locale: 'en' };
    const guest = { ...plans, q: { labels: ['all_users'] } };
    expect(titles(await api.json(getHotelAdditionalQuestions, hotelPath, guest))).toEqual(['Lobby renovation', 'Expected check-in time']);
    const member = { ...plans, q: { labels: ['all_users', 'membership_program_1', 'membership_rank_all'] } };
    expect(titles(await api.json(getHotelAdditionalQuestions, hotelPath, member))).toEqual(['Lobby renovation', 'Expected check-in time', 'Sakura Club: newspaper in the morning']);
    const organization = { ...plans, q: { labels: ['all_users', 'membership_organization_all', 'membership_organization_1'] } };
    expect(titles(await api.json(getHotelAdditionalQuestions, hotelPath, organization))).toEqual(['Lobby renovation', 'Expected check-in time', 'Sakura Trading: cost centre']);
  });

  it('answers 422 for a q that is not JSON and 401 for another brand', async () => {
    const bad = await api.get(hotelPath, { q: '{labels' });
    expect(bad.status).toBe(422);
    expect((await errorOf(bad)).details).toHaveProperty('q');
    expect((await api.get(hotelPath, {}, api.umiSession)).status).toBe(401);
  });
});

describe('GET /hotel_brands/:brandId/additional_questions', () => {
  const path = '/hotel_brands/1/additional_questions';

  it('keeps, for a hotel, the questions for all facilities or that hotel', async () => {
    expect(titles(await api.json(getBrandAdditionalQuestions, path, { locale: 'en' }))).toEqual([
      'Sakura members save 10%',
      'Kyoto autumn leaves',
    ]);
    expect(titles(await api.json(getBrandAdditionalQuestions, path, { locale: 'en', hotel_id: TOKYO.id }))).toEqual(['Sakura members save 10%']);
    const kyoto = await api.json(getBrandAdditionalQuestions, path, { locale: 'en', hotel_id: KYOTO.id });
    expect(titles(kyoto)).toEqual(['Sakura members save 10%', 'Kyoto autumn leaves']);
    expect(kyoto.additional_questions[1]).toMatchObject({ ownable_type: 'HotelBrand', hotel_ids: [KYOTO.id] });
  });

  it('answers 404 for another brand\'s hotel and 401 for another brand\'s session', async () => {
    expect((await api.get(path, { hotel_id: OKINAWA.id })).status).toBe(404);
    expect((await api.get(path, {}, api.umiSession)).status).toBe(401);
    const umi = await api.json(getBrandAdditionalQuestions, '/hotel_brands/2/additional_questions', { q: { labels: ['place_after_sign_in'] } }, api.umiSession);
    expect(umi.additional_questions.map((q) => q.labels)).toEqual([['membership_rank_all', 'place_after_sign_in']]);
  });
});
