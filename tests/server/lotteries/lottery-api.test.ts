import { describe, expect, it } from 'vitest';
import {
  INVALID_CODE,
  LOTTERY_ACCOUNT_MISMATCH_TITLE,
  LOTTERY_ALREADY_ENTERED_CODE,
  LOTTERY_DEADLINE_PASSED_CODE,
  LOTTERY_DRAWN_CODE,
  LOTTERY_LINK_EXPIRED_CODE,
  LOTTERY_LINK_INVALID_CODE,
  LOTTERY_NOT_APPLICABLE_CODE,
  LOTTERY_OUTSIDE_PERIOD_CODE,
  LOTTERY_STATUS_CODE,
  LOTTERY_UNAVAILABLE_CODE,
  MEMBER_SESSION_EXPIRED_CODE,
} from '#domain/constants/error-codes.ts';
import { UI_LOCALES } from '#domain/constants/locales.ts';
import { ZLotteryEntry, ZLotteryEvent } from '#domain/entities/lottery.ts';
import { createApiApp, DEMO_API_CLIENT } from '#server/src/index.ts';
import { seededDatabase } from '../seed-image';
import { bearer, HANAKO, memberCall, signIn, TARO } from '../member-api';
import { day, NOW, TODAY, TOKYO } from '../test-api';

const CHERRY = 2101;
const FIREWORKS = 2102;
const AUTUMN = 2103;
const MINUTE = 60_000;
/** The channel a win is booked through when the test is not about it (ADR 233). */
const WIDGET = { booking_source: 'booking_widget' };

/** The stand-in with its demo switches (the draw), on a clock the test moves. */
async function lotteryApi() {
  const db = seededDatabase();
  let now = NOW;
  const app = createApiApp({ db, corsOrigins: ['http://localhost:5173'], now: () => now, outbox: true });
  const response = await app.request('/api/client_sessions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_key: DEMO_API_CLIENT.key, client_secret: DEMO_API_CLIENT.secret, hotel_code: TOKYO.code }),
  });
  const session = ((await response.json()) as { data: { client_session: string } }).data.client_session;
  const hanako = bearer((await signIn(app, session, TOKYO.id, HANAKO)).session);
  const taro = bearer((await signIn(app, session, TOKYO.id, TARO)).session);
  const call = (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) =>
    memberCall(app, session, method, path, { headers, ...(body === undefined ? {} : { body }) });
  const enter = (headers: Record<string, string>, change: Record<string, unknown> = {}) =>
    call('POST', `/hotels/${TOKYO.id}/lottery_results`, headers, {
      lottery_event_id: CHERRY,
      checkin: day(45),
      checkout: day(47),
      adults: 2,
      locale: 'en',
      booker: { first_name: 'Hanako', last_name: 'Sato', email: 'hanako@example.com', phone: '0312345678' },
      ...change,
    });
  const entryOf = async (response: Response) => {
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    return ZLotteryEntry.parse(((await response.json()) as { data: unknown }).data);
  };
  const codesOf = async (response: Response) => ((await response.json()) as { codes: number[] }).codes;
  return {
    app,
    db,
    call,
    enter,
    entryOf,
    codesOf,
    hanako,
    taro,
    entry: (number: string, headers: Record<string, string>) => call('GET', `/hotels/${TOKYO.id}/lottery_results/${number}`, headers),
    draw: (event = CHERRY) => app.request(`/__lottery/${event}/draw`, { method: 'POST', body: JSON.stringify({ seed: 7 }) }),
    setNow: (next: Date) => {
      now = next;
    },
  };
}

describe('lottery events', { timeout: 30_000 }, () => {
  it('answers an open event with its notification and min and max nights', async () => {
    const api = await lotteryApi();
    const response = await api.call('GET', `/hotels/${TOKYO.id}/lottery_events/${CHERRY}?locale=ja`);
    expect(response.status).toBe(200);
    const event = ZLotteryEvent.parse(((await response.json()) as { data: unknown }).data);
    expect(event).toMatchObject({ id: CHERRY, name: '桜ビュールーム抽選', min_nights: 1, max_nights: 3, is_open: true, is_preview: false, room_type_name: 'デラックスツイン' });
    expect(event.notification).toContain('抽選');
  });

  it('answers every event\'s name and notification in each of the 8 UI locales, none falling back to English', async () => {
    const api = await lotteryApi();
    const read = async (event: number, locale: string) => {
      const token = event === AUTUMN ? ((await (await api.app.request(`/__lottery/${AUTUMN}/preview`, { method: 'POST' })).json()) as { token: string }).token : undefined;
      const response = await api.call('GET', `/hotels/${TOKYO.id}/lottery_events/${event}?locale=${locale}${token ? `&lottery_access_token=${token}` : ''}`);
      return ZLotteryEvent.parse(((await response.json()) as { data: unknown }).data);
    };
    for (const event of [CHERRY, FIREWORKS, AUTUMN]) {
      const english = await read(event, 'en');
      for (const locale of UI_LOCALES.filter((code) => code !== 'en')) {
        const text = await read(event, locale);
        expect(text.notification, `${String(event)} ${locale}`).not.toBe(english.notification);
        expect(text.name, `${String(event)} ${locale}`).not.toBe(english.name);
      }
    }
  });

  it('hides an event not yet open, and shows it through a preview link for 5 minutes only', async () => {
    const api = await lotteryApi();
    const path = `/hotels/${TOKYO.id}/lottery_events/${AUTUMN}`;
    expect(await api.codesOf(await api.call('GET', path))).toEqual([LOTTERY_UNAVAILABLE_CODE]);
    const issued = await api.app.request(`/__lottery/${AUTUMN}/preview`, { method: 'POST' });
    const { token } = (await issued.json()) as { token: string };
    const previewed = await api.call('GET', `${path}?lottery_access_token=${token}`);
    expect(previewed.status).toBe(200);
    expect(((await previewed.json()) as { data: { is_preview: boolean; is_open: boolean } }).data).toMatchObject({ is_preview: true, is_open: false });
    // Another event's link, or a made-up one, is invalid; past 5 minutes the link has expired.
    expect(await api.codesOf(await api.call('GET', `/hotels/${TOKYO.id}/lottery_events/${CHERRY}?lottery_access_token=${token}`))).toEqual([LOTTERY_LINK_INVALID_CODE]);
    expect(await api.codesOf(await api.call('GET', `${path}?lottery_access_token=made-up`))).toEqual([LOTTERY_LINK_INVALID_CODE]);
    api.setNow(new Date(NOW.getTime() + 5 * MINUTE));
    expect(await api.codesOf(await api.call('GET', `${path}?lottery_access_token=${token}`))).toEqual([LOTTERY_LINK_EXPIRED_CODE]);
  });

  it('answers another hotel\'s event id as unavailable', async () => {
    const api = await lotteryApi();
    expect(await api.codesOf(await api.call('GET', `/hotels/102/lottery_events/${CHERRY}`))).toEqual([LOTTERY_UNAVAILABLE_CODE]);
    expect(await api.codesOf(await api.call('GET', `/hotels/${TOKYO.id}/lottery_events/9999`))).toEqual([LOTTERY_UNAVAILABLE_CODE]);
  });
});

describe('lottery entries', { timeout: 30_000 }, () => {
  it('enters a signed-in member once, within the stay rules, and refuses a guest', async () => {
    const api = await lotteryApi();
    expect(await api.codesOf(await api.enter({}))).toEqual([MEMBER_SESSION_EXPIRED_CODE]);
    // Four nights: over the event's max of three.
    expect(await api.codesOf(await api.enter(api.hanako, { checkout: day(49) }))).toEqual([LOTTERY_NOT_APPLICABLE_CODE]);
    // Before the stay window.
    expect(await api.codesOf(await api.enter(api.hanako, { checkin: day(10), checkout: day(11) }))).toEqual([LOTTERY_NOT_APPLICABLE_CODE]);
    const entry = await api.entryOf(await api.enter(api.hanako));
    expect(entry).toMatchObject({ status: 'registered', updatable: true, reservation_deadline: null, checkin: day(45), checkout: day(47) });
    expect(entry.entry_number).toMatch(/^L[A-Z2-7]{9}$/);
    expect(await api.codesOf(await api.enter(api.hanako))).toEqual([LOTTERY_ALREADY_ENTERED_CODE]);
    const mine = (await (await api.call('GET', '/user/lottery_results', api.hanako)).json()) as { data: { entry_number: string }[] };
    expect(mine.data.map((row) => row.entry_number)).toEqual([entry.entry_number]);
  });

  it('refuses another member every read and change of an entry (entrant-only management)', async () => {
    const api = await lotteryApi();
    const entry = await api.entryOf(await api.enter(api.hanako));
    const base = `/hotels/${TOKYO.id}/lottery_results/${entry.entry_number}`;
    const attempts = [
      api.call('GET', base, api.taro),
      api.call('PUT', base, api.taro, { checkin: day(50), checkout: day(51), adults: 1 }),
      api.call('PUT', `${base}/cancel`, api.taro),
      api.call('PUT', `${base}/decline`, api.taro),
      api.call('POST', `${base}/reservation`, api.taro, WIDGET),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(403);
      const body = (await response.json()) as { title: string };
      expect(body.title).toBe(LOTTERY_ACCOUNT_MISMATCH_TITLE);
      expect(JSON.stringify(body)).not.toContain('hanako');
    }
    // Taro's own list does not hold it, and the entry is untouched.
    expect(((await (await api.call('GET', '/user/lottery_results', api.taro)).json()) as { data: unknown[] }).data).toEqual([]);
    expect((await api.entryOf(await api.entry(entry.entry_number, api.hanako))).status).toBe('registered');
  });

  it('updates and cancels an entry in the participation period; the cancellation cannot be undone', async () => {
    const api = await lotteryApi();
    const entry = await api.entryOf(await api.enter(api.hanako));
    const base = `/hotels/${TOKYO.id}/lottery_results/${entry.entry_number}`;
    const updated = await api.entryOf(await api.call('PUT', base, api.hanako, { checkin: day(50), checkout: day(53), adults: 1 }));
    expect(updated).toMatchObject({ checkin: day(50), checkout: day(53), adults: 1 });
    const cancelled = await api.entryOf(await api.call('PUT', `${base}/cancel`, api.hanako));
    expect(cancelled).toMatchObject({ status: 'registration_cancelled', updatable: false });
    expect(await api.codesOf(await api.call('PUT', `${base}/cancel`, api.hanako))).toEqual([LOTTERY_STATUS_CODE]);
    expect(await api.codesOf(await api.call('PUT', base, api.hanako, { checkin: day(50), checkout: day(51), adults: 1 }))).toEqual([LOTTERY_STATUS_CODE]);
    // A cancelled entry does not count as entered: the member may enter afresh.
    expect((await api.entryOf(await api.enter(api.hanako))).status).toBe('registered');
  });

  it('changes the guests of an entry within the event\'s limit, and refuses more (3753)', async () => {
    const api = await lotteryApi();
    const entry = await api.entryOf(await api.enter(api.hanako));
    const base = `/hotels/${TOKYO.id}/lottery_results/${entry.entry_number}`;
    // The seeded events take at most 2 adults.
    expect(await api.entryOf(await api.call('PUT', base, api.hanako, { checkin: day(45), checkout: day(47), adults: 1 }))).toMatchObject({ adults: 1 });
    expect(await api.codesOf(await api.call('PUT', base, api.hanako, { checkin: day(45), checkout: day(47), adults: 3 }))).toEqual([LOTTERY_NOT_APPLICABLE_CODE]);
    expect((await api.call('PUT', base, api.hanako, { checkin: day(45), checkout: day(47), adults: 0 })).status).toBe(422);
    expect((await api.entryOf(await api.entry(entry.entry_number, api.hanako))).adults).toBe(1);
  });

  it('refuses entries and updates after the participation period', async () => {
    const api = await lotteryApi();
    const entry = await api.entryOf(await api.enter(api.hanako, { lottery_event_id: FIREWORKS, checkin: day(50), checkout: day(52) }));
    // The period ends at this instant (its end is excluded).
    api.db.prepare('UPDATE lottery_events SET participation_end = ? WHERE id = ?').run(NOW.toISOString(), FIREWORKS);
    const base = `/hotels/${TOKYO.id}/lottery_results/${entry.entry_number}`;
    expect(await api.codesOf(await api.call('PUT', base, api.hanako, { checkin: day(50), checkout: day(53), adults: 2 }))).toEqual([LOTTERY_OUTSIDE_PERIOD_CODE]);
    expect(await api.codesOf(await api.call('PUT', `${base}/cancel`, api.hanako))).toEqual([LOTTERY_OUTSIDE_PERIOD_CODE]);
    expect(await api.codesOf(await api.enter(api.taro, { lottery_event_id: FIREWORKS, checkin: day(50), checkout: day(52) }))).toEqual([LOTTERY_OUTSIDE_PERIOD_CODE]);
    expect((await api.entryOf(await api.entry(entry.entry_number, api.hanako))).updatable).toBe(false);
  });
});

describe('the draw and the winner booking', { timeout: 30_000 }, () => {
  async function drawn() {
    const api = await lotteryApi();
    const first = await api.entryOf(await api.enter(api.hanako));
    const second = await api.entryOf(await api.enter(api.taro, { booker: { first_name: 'Taro', last_name: 'Suzuki', email: 'taro@example.com', phone: '0312345679' } }));
    const response = await api.draw();
    expect(response.status).toBe(200);
    const outcome = (await response.json()) as { winners: string[]; losers: string[] };
    const byNumber = { [first.entry_number]: api.hanako, [second.entry_number]: api.taro };
    const [winner] = outcome.winners;
    const [loser] = outcome.losers;
    if (!winner || !loser) throw new Error('the draw of two entries for one room gave no winner or no loser');
    return { api, winner, loser, winnerAuth: byNumber[winner] ?? {}, loserAuth: byNumber[loser] ?? {} };
  }

  it('draws one winner by seed, the same on every run, and closes the event', async () => {
    const one = await drawn();
    const two = await drawn();
    expect(two.winnerAuth === two.api.hanako).toBe(one.winnerAuth === one.api.hanako);
    const win = await one.api.entryOf(await one.api.entry(one.winner, one.winnerAuth));
    expect(win).toMatchObject({ status: 'winner_reservation_pending', result_date: TODAY, reservation_deadline: day(3), updatable: false });
    const loss = await one.api.entryOf(await one.api.entry(one.loser, one.loserAuth));
    expect(loss).toMatchObject({ status: 'not_winner', reservation_deadline: null });
    // Drawn: no new entry, and the loser cannot book.
    expect(await one.api.codesOf(await one.api.call('POST', `/hotels/${TOKYO.id}/lottery_results/${one.loser}/reservation`, one.loserAuth, WIDGET))).toEqual([LOTTERY_STATUS_CODE]);
    const again = await one.api.call('POST', `/hotels/${TOKYO.id}/lottery_results`, one.loserAuth, {
      lottery_event_id: CHERRY, checkin: day(45), checkout: day(46), adults: 1, locale: 'en',
      booker: { first_name: 'Taro', last_name: 'Suzuki', email: 'taro@example.com', phone: '0312345679' },
    });
    expect(await one.api.codesOf(again)).toEqual([LOTTERY_DRAWN_CODE]);
  });

  it('turns the winner booking into the member reservation, once, before the deadline', async () => {
    const { api, winner, winnerAuth } = await drawn();
    const path = `/hotels/${TOKYO.id}/lottery_results/${winner}/reservation`;
    // The deadline's last day on the hotel's clock still books: a deadline of today, at 23:59 in Tokyo.
    api.db.prepare('UPDATE lottery_entries SET reservation_deadline = ? WHERE entry_number = ?').run(TODAY, winner);
    api.setNow(new Date(`${TODAY}T23:59:00+09:00`));
    const [a, b] = await Promise.all([api.call('POST', path, winnerAuth, WIDGET), api.call('POST', path, winnerAuth, WIDGET)]);
    const booked = await api.entryOf(a as Response);
    const twice = await api.entryOf(b as Response);
    expect(booked.status).toBe('winner_reservation_confirmed');
    expect(booked.reservation).toMatchObject({ checkin_date: day(45), checkout_date: day(47) });
    expect(twice.reservation?.reservation_number).toBe(booked.reservation?.reservation_number);
    const list = (await (await api.call('GET', '/user/reservations?status=upcoming', winnerAuth)).json()) as { data: { reservation_number: string }[] };
    expect(list.data.map((row) => row.reservation_number)).toContain(booked.reservation?.reservation_number);
  });

  it('refuses the booking after the deadline on the hotel clock and cancels the win', async () => {
    const { api, winner, winnerAuth } = await drawn();
    // The deadline was yesterday on the hotel's clock.
    api.db.prepare('UPDATE lottery_entries SET reservation_deadline = ? WHERE entry_number = ?').run(day(-1), winner);
    expect(await api.codesOf(await api.call('POST', `/hotels/${TOKYO.id}/lottery_results/${winner}/reservation`, winnerAuth, WIDGET))).toEqual([LOTTERY_DEADLINE_PASSED_CODE]);
    expect((await api.entryOf(await api.entry(winner, winnerAuth))).status).toBe('winner_reservation_cancelled');
  });

  it('lets the winner decline, shown as entry cancelled and final', async () => {
    const { api, winner, winnerAuth } = await drawn();
    const declined = await api.entryOf(await api.call('PUT', `/hotels/${TOKYO.id}/lottery_results/${winner}/decline`, winnerAuth));
    expect(declined.status).toBe('winner_reservation_pending_declined');
    expect(await api.codesOf(await api.call('POST', `/hotels/${TOKYO.id}/lottery_results/${winner}/reservation`, winnerAuth, WIDGET))).toEqual([LOTTERY_STATUS_CODE]);
  });

  it('records the channel the win was booked through, and refuses one outside the allowed values (ADR 233)', async () => {
    const sourceOf = (api: Awaited<ReturnType<typeof drawn>>['api'], entry: string) =>
      api.db
        .prepare<[string], { booking_method: string }>(
          'SELECT r.booking_method FROM lottery_entries e JOIN reservations r ON r.id = e.reservation_id WHERE e.entry_number = ?',
        )
        .get(entry)?.booking_method;
    for (const source of ['chatbot', 'chatbot_booking_widget_off']) {
      const { api, winner, winnerAuth } = await drawn();
      const path = `/hotels/${TOKYO.id}/lottery_results/${winner}/reservation`;
      const booked = await api.entryOf(await api.call('POST', path, winnerAuth, { booking_source: source }));
      expect(booked.status).toBe('winner_reservation_confirmed');
      expect(sourceOf(api, winner)).toBe(source);
    }
    const { api, winner, winnerAuth } = await drawn();
    const path = `/hotels/${TOKYO.id}/lottery_results/${winner}/reservation`;
    // The old hard-coded channel is no default: a call without one, or with a made-up one, books nothing.
    for (const body of [undefined, {}, { booking_source: 'facebook_ads' }]) {
      const refused = await api.call('POST', path, winnerAuth, body);
      expect(refused.status).toBe(422);
      expect(await api.codesOf(refused)).toEqual([INVALID_CODE]);
    }
    // A chatbot channel at a hotel without a chatbot is refused by the booking, and the win stays pending.
    api.db.prepare('DELETE FROM hotel_chatbot_settings WHERE hotel_id = ?').run(TOKYO.id);
    expect((await api.call('POST', path, winnerAuth, { booking_source: 'chatbot' })).status).toBe(422);
    expect((await api.entryOf(await api.entry(winner, winnerAuth))).status).toBe('winner_reservation_pending');
    expect(await api.entryOf(await api.call('POST', path, winnerAuth, WIDGET))).toMatchObject({ status: 'winner_reservation_confirmed' });
    expect(sourceOf(api, winner)).toBe('booking_widget');
  });
});

describe('the kana of a Japanese entry at Sakura Tokyo (kanji_name_required, ADR 226)', { timeout: 30_000 }, () => {
  const JA = { locale: 'ja', booker: { first_name: '花子', last_name: '佐藤', email: 'hanako@example.com', phone: '0312345678' } };
  const fieldsOf = async (response: Response) => {
    expect(response.status).toBe(422);
    return ((await response.json()) as { details: Record<string, { error: string }[]> }).details;
  };

  it('refuses an entry the winner booking would refuse: without kana, or kana in other letters, at the booker fields', async () => {
    const api = await lotteryApi();
    const missing = await fieldsOf(await api.enter(api.hanako, JA));
    expect(missing).toMatchObject({ 'booker.first_name_kana': [{ error: 'required' }], 'booker.last_name_kana': [{ error: 'required' }] });
    const latin = await api.enter(api.hanako, { ...JA, booker: { ...JA.booker, first_name_kana: 'Hanako', last_name_kana: 'さとう' } });
    expect(latin.status).toBe(422);
    expect(await latin.text()).toContain('unsupported_characters');
    // An English entry at the same hotel is not asked for kana (its names in romanised letters, as English takes them).
    await api.entryOf(await api.enter(api.hanako, { booker: { ...JA.booker, first_name: 'Hanako', last_name: 'Sato' } }));
  });

  it('takes a Japanese entry with kana, refuses an update of one stored without it, and books its win with the kana', async () => {
    const api = await lotteryApi();
    const entry = await api.entryOf(await api.enter(api.hanako, { ...JA, booker: { ...JA.booker, first_name_kana: 'はなこ', last_name_kana: 'サトウ' } }));
    const base = `/hotels/${TOKYO.id}/lottery_results/${entry.entry_number}`;
    // An entry stored before kana were asked cannot be moved on without them.
    const stored = api.db.prepare<[string], { booker: string }>('SELECT booker FROM lottery_entries WHERE entry_number = ?').get(entry.entry_number);
    const withKana = stored?.booker ?? '';
    api.db.prepare('UPDATE lottery_entries SET booker = ? WHERE entry_number = ?').run(JSON.stringify(JA.booker), entry.entry_number);
    expect(await fieldsOf(await api.call('PUT', base, api.hanako, { checkin: day(45), checkout: day(48), adults: 2 }))).toMatchObject({
      'booker.first_name_kana': [{ error: 'required' }],
      'booker.last_name_kana': [{ error: 'required' }],
    });
    api.db.prepare('UPDATE lottery_entries SET booker = ? WHERE entry_number = ?').run(withKana, entry.entry_number);
    expect((await api.entryOf(await api.call('PUT', base, api.hanako, { checkin: day(45), checkout: day(48), adults: 2 }))).checkout).toBe(day(48));

    expect((await api.draw()).status).toBe(200);
    const booked = await api.entryOf(await api.call('POST', `${base}/reservation`, api.hanako, WIDGET));
    expect(booked.status).toBe('winner_reservation_confirmed');
    // The booked room's guest (the booker) keeps the entry's kana.
    const room = api.db
      .prepare<[string], { guest_first_name_kana: string | null; guest_last_name_kana: string | null }>(
        'SELECT rr.guest_first_name_kana, rr.guest_last_name_kana FROM reservation_rooms rr JOIN reservations r ON r.id = rr.reservation_id WHERE r.reservation_number = ?',
      )
      .get(booked.reservation?.reservation_number ?? '');
    expect(room).toEqual({ guest_first_name_kana: 'はなこ', guest_last_name_kana: 'サトウ' });
  });
});

describe('the booker of an entry and of its win, checked as a booking checks it (ADR 231)', { timeout: 30_000 }, () => {
  const detailsOf = async (response: Response) => {
    expect(response.status).toBe(422);
    const body = (await response.json()) as { codes: number[]; details: Record<string, { error: string }[]> };
    expect(body.codes).toEqual([INVALID_CODE]);
    return body.details;
  };
  const requireAddress = (api: Awaited<ReturnType<typeof lotteryApi>>) =>
    api.db.prepare('UPDATE hotels SET customer_address_required = 1 WHERE id = ?').run(TOKYO.id);
  const ADDRESS = { postal_code: '1000001', prefecture_or_state: 'JP-13', street_address: '1-1 Chiyoda' };

  it('refuses an entry whose name is not in the locale\'s script, or without the address the hotel requires', async () => {
    const api = await lotteryApi();
    // Kanji in an English entry: the booking would refuse it, so the entry does, at the same fields.
    const kanji = await api.enter(api.hanako, { booker: { first_name: '花子', last_name: 'Sato', email: 'hanako@example.com', phone: '0312345678' } });
    expect(await detailsOf(kanji)).toMatchObject({ 'booker.first_name': [{ error: 'unsupported_characters' }] });
    requireAddress(api);
    expect(await detailsOf(await api.enter(api.hanako))).toMatchObject({ 'booker.address': [{ error: 'required' }] });
    const entry = await api.entryOf(
      await api.enter(api.hanako, { booker: { first_name: 'Hanako', last_name: 'Sato', email: 'hanako@example.com', phone: '0312345678', address: ADDRESS } }),
    );
    expect(entry.status).toBe('registered');
  });

  it('re-checks the stored booker when the win is booked: a tampered name or a newly required address is refused, the win kept', async () => {
    const api = await lotteryApi();
    const entry = await api.entryOf(await api.enter(api.hanako));
    expect((await api.draw()).status).toBe(200);
    const base = `/hotels/${TOKYO.id}/lottery_results/${entry.entry_number}`;
    const stored = api.db.prepare<[string], { booker: string }>('SELECT booker FROM lottery_entries WHERE entry_number = ?').get(entry.entry_number)?.booker ?? '';
    // A name written past the entry's checks (a Thai name on an English entry).
    api.db.prepare('UPDATE lottery_entries SET booker = ? WHERE entry_number = ?').run(JSON.stringify({ ...JSON.parse(stored), last_name: 'สมชาย' }), entry.entry_number);
    expect(await detailsOf(await api.call('POST', `${base}/reservation`, api.hanako, WIDGET))).toMatchObject({ 'booker.last_name': [{ error: 'unsupported_characters' }] });
    // The hotel asks for an address after the entry was taken.
    api.db.prepare('UPDATE lottery_entries SET booker = ? WHERE entry_number = ?').run(stored, entry.entry_number);
    requireAddress(api);
    expect(await detailsOf(await api.call('POST', `${base}/reservation`, api.hanako, WIDGET))).toMatchObject({ 'booker.address': [{ error: 'required' }] });
    // Neither refusal booked anything or spent the win.
    const after = await api.entryOf(await api.entry(entry.entry_number, api.hanako));
    expect(after).toMatchObject({ status: 'winner_reservation_pending', reservation: null });
  });
});
