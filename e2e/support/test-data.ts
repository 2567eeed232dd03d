import { expect, type APIRequestContext } from '@playwright/test';
import { addDays, todayIn } from '#domain/rules/nights.ts';
import { E2E_URLS } from '../ports';
import { mailsTo, uniqueEmail } from './booking-flow';

// What one test makes for itself through the stand-in API (ADR 209): a guest identity, a confirmed member, a booking.
// Nothing here reads or changes a seeded member or reservation, so tests that change what they get (sign it out,
// lock it, link a chat to it, review or cancel it) cannot reach another test's data.

const CLIENT = { client_key: 'hbw-demo-client', client_secret: 'hbw-demo-secret' };

/** Sakura Tokyo, where every test-made member and booking lives unless a test asks for another hotel of brand 1. */
export const TOKYO = { id: 101, code: 'sakura-tokyo' } as const;

/** A guest nobody else uses: names in roman letters (the English name rule) and an address unique to the test. */
export type Guest = { firstName: string; lastName: string; name: string; email: string };

/** A member made for one test: signed up, confirmed through the mailed link, on programme 1 (Sakura Club). */
export type Member = Guest & {
  id: number;
  password: string;
  /** The live member session the confirmation opened (Authorization: Bearer), for the test's own API calls. */
  session: string;
};

/** A booking made for one test through the API: the number and how its guest opens it (bypass token or e-mail). */
export type Reservation = {
  number: string;
  bypassToken: string;
  email: string;
  hotelId: number;
  hotelCode: string;
  checkin: string;
  checkout: string;
};

const PASSWORD = 'Blossom-2026';
let made = 0;
let bookings = 0;
/**
 * The nights test-made bookings take, one after another: offsets 13 to 29 have every room type's full inventory
 * (server/README.md "Seeded data"), so spreading over them keeps a worker's bookings from selling a night out.
 */
const SPREAD = { from: 13, days: 17 } as const;

/** Letters only (the name rule refuses digits): a counter and the time, written in a..z. */
function uniqueLetters(): string {
  made += 1;
  const letters = (n: number) => n.toString(26).replace(/./g, (digit) => String.fromCharCode(97 + parseInt(digit, 26)));
  return `${letters(made)}${letters(Date.now() % 26 ** 6)}${letters(Math.floor(Math.random() * 26 ** 3))}`;
}

/** A fresh guest identity. `label` names what the test uses it for, in the address the outbox is read by. */
export function uniqueGuest(label = 'guest'): Guest {
  const tag = uniqueLetters();
  const firstName = 'Guest';
  const lastName = `${tag.charAt(0).toUpperCase()}${tag.slice(1)}`;
  return { firstName, lastName, name: `${firstName} ${lastName}`, email: uniqueEmail(label) };
}

export async function clientSession(request: APIRequestContext, hotelCode: string = TOKYO.code): Promise<string> {
  const answer = await request.post(`${E2E_URLS.api}/api/client_sessions`, { data: { ...CLIENT, hotel_code: hotelCode } });
  if (!answer.ok()) throw new Error(`client session: ${answer.status()} ${await answer.text()}`);
  return ((await answer.json()) as { data: { client_session: string } }).data.client_session;
}

/**
 * Signs a new member up at a brand-1 hotel, reads the confirmation link from the outbox and confirms it, as the
 * guest would: the member exists only once confirmed, and the confirmation is a sign-in (the answered session).
 */
export async function createMember(request: APIRequestContext, { label = 'member', hotel = TOKYO }: { label?: string; hotel?: { id: number; code: string } } = {}): Promise<Member> {
  const guest = uniqueGuest(label);
  const session = await clientSession(request, hotel.code);
  const headers = { 'X-Client-Session': session };
  const signUp = await request.post(`${E2E_URLS.api}/hotels/${hotel.id}/memberships/sign_up`, {
    headers,
    data: {
      email: guest.email,
      password: PASSWORD,
      first_name: guest.firstName,
      last_name: guest.lastName,
      locale: 'en',
      terms_accepted: true,
      confirmation_url: `${E2E_URLS.app}/member-confirmation?hotel_code=${hotel.code}&locale=en`,
    },
  });
  if (signUp.status() !== 201) throw new Error(`sign-up: ${signUp.status()} ${await signUp.text()}`);

  const [mail] = await mailsTo(request, guest.email);
  const link = mail?.body.match(/https?:\/\/\S+/)?.[0];
  const token = link ? new URL(link).searchParams.get('confirmation_token') : null;
  if (!token) throw new Error(`the sign-up mail to ${guest.email} has no confirmation link`);

  const confirm = await request.post(`${E2E_URLS.api}/hotels/${hotel.id}/memberships/confirm`, { headers, data: { confirmation_token: token } });
  if (!confirm.ok()) throw new Error(`confirming the sign-up: ${confirm.status()} ${await confirm.text()}`);
  const { data } = (await confirm.json()) as { data: { session: string; user: { id: number } } };
  return { ...guest, id: data.user.id, password: PASSWORD, session: data.session };
}

export type ReservationChoice = {
  hotel?: { id: number; code: string };
  /** Days from the hotel's today (Tokyo); by default the next of offsets 13 to 29, clear of the scarce days 7 and 10. */
  daysAhead?: number;
  nights?: number;
  adults?: number;
  roomTypeCode?: string;
  planCode?: string;
  /** Books as this member (the reservation is theirs, managed only with their sign-in); a guest booking otherwise. */
  member?: Member;
  /** The booker; a fresh guest identity (or the member's) by default. */
  guest?: Guest;
};

/**
 * Books a room through the API as the booking screen does: prices it with the price call, then books it on site
 * with that total. Standard Double, room only, 2 adults, 1 night at Sakura Tokyo, 13 to 29 days ahead, unless the
 * test asks otherwise.
 */
export async function createReservation(request: APIRequestContext, choice: ReservationChoice = {}): Promise<Reservation> {
  const hotel = choice.hotel ?? TOKYO;
  const daysAhead = choice.daysAhead ?? SPREAD.from + (bookings++ % SPREAD.days);
  const checkin = addDays(todayIn('Asia/Tokyo'), daysAhead);
  const checkout = addDays(checkin, choice.nights ?? 1);
  const roomTypeCode = choice.roomTypeCode ?? 'standard-double';
  const selection = { room_type_code: roomTypeCode, room_plan_code: `${roomTypeCode}_${choice.planCode ?? 'room-only'}`, adults: choice.adults ?? 2, children: 0 };
  const booker = choice.guest ?? choice.member ?? uniqueGuest('booking');
  const headers = {
    'X-Client-Session': await clientSession(request, hotel.code),
    ...(choice.member ? { Authorization: `Bearer ${choice.member.session}` } : {}),
  };

  const query = new URLSearchParams({ checkin, checkout, selections: JSON.stringify([selection]), pay_by_card: 'false', locale: 'en' });
  const price = await request.get(`${E2E_URLS.api}/hotels/${hotel.id}/rooms/price?${query}`, { headers });
  if (!price.ok()) throw new Error(`price call: ${price.status()} ${await price.text()}`);
  const { total_price } = (await price.json()) as { total_price: number };

  const booked = await request.post(`${E2E_URLS.api}/hotels/${hotel.id}/reservations`, {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      checkin,
      checkout,
      locale: 'en',
      booking_source: 'booking_widget',
      booker: { first_name: booker.firstName, last_name: booker.lastName, email: booker.email, phone: '+81312345678' },
      rooms: [selection],
      payment: { type: 'on_site' },
      terms_accepted: true,
      expected_total_price: total_price,
    },
  });
  if (!booked.ok()) throw new Error(`booking: ${booked.status()} ${await booked.text()}`);
  const reservation = (await booked.json()) as { reservation_number: string; bypass_token: string; email: string };
  return {
    number: reservation.reservation_number,
    bypassToken: reservation.bypass_token,
    email: reservation.email,
    hotelId: hotel.id,
    hotelCode: hotel.code,
    checkin,
    checkout,
  };
}

/**
 * Pins the clock of one reservation's management and review calls (`PUT /__reservations/{number}`), e.g. to a day
 * after its stay; `null` goes back to the real clock. Only for the test's own reservation.
 */
export async function pinReservationClock(request: APIRequestContext, number: string, now: string | null): Promise<void> {
  const answer = await request.put(`${E2E_URLS.api}/__reservations/${number}`, { data: { now } });
  expect(answer.status()).toBe(204);
}

let pastStays = 0;

/**
 * A stay of the member's that is over: booked through the API as the member 1 to 5 days ahead, its clock pinned to
 * `now`, noon in Tokyo the day after check-out, so its review and management calls see the stay as past (and nobody
 * else's stay changes). A page that judges the date itself is given the same moment with `page.clock`.
 */
export async function createPastStay(request: APIRequestContext, member: Member): Promise<Reservation & { now: Date }> {
  const stay = await createReservation(request, { member, nights: 2, daysAhead: 1 + (pastStays++ % 5) });
  const now = `${addDays(stay.checkout, 1)}T03:00:00.000Z`;
  await pinReservationClock(request, stay.number, now);
  return { ...stay, now: new Date(now) };
}
