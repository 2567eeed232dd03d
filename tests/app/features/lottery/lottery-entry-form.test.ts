import { describe, expect, it } from 'vitest';
import type { LotteryEvent } from '#domain/entities/lottery.ts';
import {
  adultOptions,
  checkinOptions,
  lotteryEntryDefaults,
  lotteryEntryRefusalFields,
  lotteryEntryRequest,
  lotteryEntryResolver,
  lotteryEntrySchema,
  lotteryStayDefaults,
  lotteryStaySchema,
  lotteryStayUpdate,
  nightOptions,
  stayFitsEvent,
} from '#app/features/lottery/utils/lottery-entry-form.ts';

const EVENT: LotteryEvent = {
  id: 2102,
  hotel_id: 101,
  name: 'Summer fireworks night lottery',
  notification: 'Stay two to four nights.',
  min_nights: 2,
  max_nights: 4,
  participation_start: '2026-11-26T15:00:00.000Z',
  participation_end: '2026-12-17T15:00:00.000Z',
  stay_start: '2027-01-11',
  stay_end: '2027-01-16',
  result_date: '2026-12-18',
  room_type_name: 'Deluxe Twin',
  room_plan_name: 'Room only',
  max_adults: 2,
  is_open: true,
  is_preview: false,
};
const MEMBER = { first_name: 'Hanako', last_name: 'Sato', email: 'hanako@example.com' };

describe('the lottery entry form', () => {
  it('offers only check-in days that leave room for the minimum nights, and the min to max nights', () => {
    expect(checkinOptions(EVENT)).toEqual(['2027-01-11', '2027-01-12', '2027-01-13', '2027-01-14']);
    expect(nightOptions(EVENT)).toEqual([2, 3, 4]);
    expect(adultOptions(EVENT)).toEqual([1, 2]);
  });

  it('starts from the first day, the minimum nights and the signed-in member', () => {
    expect(lotteryEntryDefaults(EVENT, MEMBER)).toEqual({
      checkin: '2027-01-11',
      nights: '2',
      adults: '2',
      first_name: 'Hanako',
      last_name: 'Sato',
      email: 'hanako@example.com',
      phone: '',
      first_name_kana: '',
      last_name_kana: '',
      address: { postal_code: '', prefecture_or_state: '', street_address: '', building_name_and_number: '' },
    });
  });

  it('refuses a stay past the event window or outside its nights, at the nights field', () => {
    const schema = lotteryEntrySchema(EVENT, 'en');
    const base = { ...lotteryEntryDefaults(EVENT, MEMBER), phone: '0312345678' };
    expect(schema.safeParse(base).success).toBe(true);
    const tooLate = schema.safeParse({ ...base, checkin: '2027-01-14', nights: '3' });
    expect(tooLate.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['nights', 'lottery_stay']]);
    expect(schema.safeParse({ ...base, nights: '1' }).success).toBe(false);
    expect(schema.safeParse({ ...base, adults: '3' }).success).toBe(false);
  });

  it('takes a name in romanised letters or the locale\'s script only, as the win\'s booking checks it', () => {
    const base = { ...lotteryEntryDefaults(EVENT, MEMBER), phone: '0312345678' };
    const issues = (locale: 'en' | 'ja', first_name: string) =>
      lotteryEntrySchema(EVENT, locale).safeParse({ ...base, first_name }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
    expect(issues('en', '花子')).toEqual([['first_name', 'unsupported_characters']]);
    expect(issues('ja', '花子')).toEqual([]);
    expect(issues('ja', 'สมชาย')).toEqual([['first_name', 'unsupported_characters']]);
    expect(issues('en', '')).toContainEqual(['first_name', 'required']);
  });

  it('sends the stay as check-in and check-out, in the guest language', () => {
    const request = lotteryEntryRequest(EVENT, { ...lotteryEntryDefaults(EVENT, MEMBER), nights: '3', phone: ' 0312345678 ' }, 'ja', { kana: false, address: false });
    expect(request).toEqual({
      lottery_event_id: 2102,
      checkin: '2027-01-11',
      checkout: '2027-01-14',
      adults: 2,
      locale: 'ja',
      booker: { first_name: 'Hanako', last_name: 'Sato', email: 'hanako@example.com', phone: '0312345678' },
    });
  });

  it('asks the kana with the booking\'s messages only where asked, and sends them trimmed', async () => {
    const values = { ...lotteryEntryDefaults(EVENT, MEMBER), phone: '0312345678' };
    const resolve = (kanaAsked: boolean, kana: { first_name_kana: string; last_name_kana: string }) =>
      lotteryEntryResolver(EVENT, { kana: kanaAsked, address: false }, 'ja')({ ...values, ...kana }, undefined, { fields: {}, shouldUseNativeValidation: false });
    const messages = (errors: Record<string, { message?: string } | undefined>) => Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
    expect(messages((await resolve(true, { first_name_kana: '', last_name_kana: 'Sato' })).errors)).toEqual({ first_name_kana: 'required', last_name_kana: 'kana_only' });
    expect((await resolve(false, { first_name_kana: '', last_name_kana: '' })).errors).toEqual({});
    expect((await resolve(true, { first_name_kana: 'はなこ', last_name_kana: 'サトウ' })).errors).toEqual({});
    const request = lotteryEntryRequest(EVENT, { ...values, first_name_kana: ' はなこ ', last_name_kana: 'サトウ' }, 'ja', { kana: true, address: false });
    expect(request.booker).toMatchObject({ first_name_kana: 'はなこ', last_name_kana: 'サトウ' });
  });

  it('asks the address where the hotel requires it, with the booking\'s messages, and sends it', async () => {
    const values = { ...lotteryEntryDefaults(EVENT, MEMBER), phone: '0312345678' };
    const asked = { kana: false, address: true };
    const missing = await lotteryEntryResolver(EVENT, asked, 'en')(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(Object.keys(missing.errors.address ?? {})).toEqual(expect.arrayContaining(['postal_code', 'prefecture_or_state', 'street_address']));
    const address = { postal_code: '1000001', prefecture_or_state: 'JP-13', street_address: '1-1 Chiyoda', building_name_and_number: '' };
    expect((await lotteryEntryResolver(EVENT, asked, 'en')({ ...values, address }, undefined, { fields: {}, shouldUseNativeValidation: false })).errors).toEqual({});
    expect(lotteryEntryRequest(EVENT, { ...values, address }, 'en', asked).booker.address).toEqual({ postal_code: '1000001', prefecture_or_state: 'JP-13', street_address: '1-1 Chiyoda' });
    expect(lotteryEntryRequest(EVENT, { ...values, address }, 'en', { kana: false, address: false }).booker.address).toBeUndefined();
  });
});

describe('changing a lottery entry\'s stay', () => {
  const ENTRY = { checkin: '2027-01-12', checkout: '2027-01-14', adults: 1 };

  it('starts from the entry\'s own check-in and nights', () => {
    expect(lotteryStayDefaults(ENTRY)).toEqual({ checkin: '2027-01-12', nights: '2', adults: '1' });
  });

  it('takes the entry form\'s rule: inside the stay window, between the min and max nights', () => {
    expect(stayFitsEvent(EVENT, { checkin: '2027-01-12', nights: '4' })).toBe(true);
    // The last night must end by stay_end (2027-01-16).
    expect(stayFitsEvent(EVENT, { checkin: '2027-01-13', nights: '4' })).toBe(false);
    expect(stayFitsEvent(EVENT, { checkin: '2027-01-11', nights: '1' })).toBe(false);
    expect(stayFitsEvent(EVENT, { checkin: '2027-01-11', nights: '5' })).toBe(false);
    expect(stayFitsEvent(EVENT, { checkin: '2027-01-10', nights: '2' })).toBe(false);
  });

  it('says a stay that does not fit at the nights field, as the entry form does', () => {
    const schema = lotteryStaySchema(EVENT);
    expect(schema.safeParse({ checkin: '2027-01-13', nights: '3', adults: '2' }).success).toBe(true);
    const tooLong = schema.safeParse({ checkin: '2027-01-13', nights: '4', adults: '2' });
    expect(tooLong.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['nights', 'lottery_stay']]);
    expect(schema.safeParse({ checkin: '', nights: '2', adults: '1' }).error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual(['checkin', 'required']);
    // More adults than the event's room takes (max_adults 2), or none.
    expect(schema.safeParse({ checkin: '2027-01-13', nights: '3', adults: '3' }).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['adults']);
    expect(schema.safeParse({ checkin: '2027-01-13', nights: '3', adults: '0' }).success).toBe(false);
  });

  it('sends the new check-in, check-out and adults', () => {
    expect(lotteryStayUpdate({ checkin: '2027-01-11', nights: '3', adults: '2' })).toEqual({ checkin: '2027-01-11', checkout: '2027-01-14', adults: 2 });
    expect(() => lotteryStayUpdate({ checkin: '2027-01-11', nights: '0', adults: '1' })).toThrow();
  });

  it('puts the server’s refusals back at the fields the guest typed, the stay at the nights', () => {
    expect(
      lotteryEntryRefusalFields({
        checkout: [{ error: 'lottery_stay_not_applicable' }],
        'booker.first_name': [{ error: 'unsupported_characters' }],
        'booker.last_name_kana': [{ error: 'required' }],
        'booker.address': [{ error: 'required' }],
      }),
    ).toEqual([
      ['nights', 'lottery_stay'],
      ['first_name', 'unsupported_characters'],
      ['last_name_kana', 'required'],
      ['address.postal_code', 'required'],
    ]);
  });

  it('leaves a refusal about nothing the guest typed to the page', () => {
    expect(lotteryEntryRefusalFields({})).toEqual([]);
    expect(lotteryEntryRefusalFields({ hotel_id: [{ error: 'invalid' }] })).toEqual([]);
  });
});
