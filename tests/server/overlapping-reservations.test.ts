// @vitest-environment node
// Document 2 section 8.3, the overlapping-reservation warning (ADR 239): the same guest booking this hotel again
// over nights they already hold is refused with 409 overlapping_reservation until they confirm it.
import { describe, expect, it } from 'vitest';
import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import { OVERLAPPING_RESERVATION_TITLE } from '#domain/constants/error-codes.ts';
import type { CreateReservationRequest } from '#domain/entities/reservation.ts';
import { bearer, HANAKO, memberCall, signIn } from './member-api';
import { createTestApi, day, errorOf, KYOTO, reservationOf, TOKYO } from './test-api';

type Api = ReturnType<typeof createTestApi>;

/** A priced body asking to be warned of an overlap, as the app sends it first. */
async function unconfirmed(api: Api, session: string, hotelId: number, stay: { checkin: string; checkout: string }, email: string, headers: Record<string, string> = {}) {
  const priced = await api.pricedBooking(session, hotelId, {
    roomTypeCode: 'deluxe-twin',
    roomPlanCode: 'deluxe-twin_room-only',
    ...stay,
    headers,
  });
  return { ...priced, booker: { ...priced.booker, email }, overlap_confirmed: false } satisfies CreateReservationRequest;
}

describe('overlapping reservations', { timeout: 20_000 }, () => {
  it('refuses the same e-mail (whatever its case) over overlapping nights, books nothing, and books once confirmed', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const first = await api.postReservation(session, TOKYO.id, await unconfirmed(api, session, TOKYO.id, { checkin: day(14), checkout: day(17) }, 'mika@example.com'));
    expect(first.status).toBe(201);
    const before = await api.roomCount(session, TOKYO.id, 'deluxe-twin', day(16), day(17));

    const again = await unconfirmed(api, session, TOKYO.id, { checkin: day(16), checkout: day(18) }, 'Mika@Example.com ');
    const refused = await api.postReservation(session, TOKYO.id, again);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).title).toBe(OVERLAPPING_RESERVATION_TITLE);
    expect(await api.roomCount(session, TOKYO.id, 'deluxe-twin', day(16), day(17))).toBe(before);

    const deliberate = await api.postReservation(session, TOKYO.id, { ...again, overlap_confirmed: true });
    expect(deliberate.status).toBe(201);
    expect((await reservationOf(deliberate)).checkin_date).toBe(day(16));
    // A client from before the warning sends no overlap_confirmed and is not checked, as before.
    const { overlap_confirmed: _asked, ...older } = again;
    expect((await api.postReservation(session, TOKYO.id, older)).status).toBe(201);
  });

  it('finds no overlap for back-to-back nights, another guest, another hotel or a cancelled reservation', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const stay = { checkin: day(20), checkout: day(22) };
    const first = await reservationOf(await api.postReservation(session, TOKYO.id, await unconfirmed(api, session, TOKYO.id, stay, 'ren@example.com')));

    // Checking in on the day the first stay checks out.
    const next = await api.postReservation(session, TOKYO.id, await unconfirmed(api, session, TOKYO.id, { checkin: day(22), checkout: day(23) }, 'ren@example.com'));
    expect(next.status).toBe(201);
    const other = await api.postReservation(session, TOKYO.id, await unconfirmed(api, session, TOKYO.id, stay, 'aoi@example.com'));
    expect(other.status).toBe(201);
    const kyoto = await api.postReservation(session, KYOTO.id, await unconfirmed(api, session, KYOTO.id, stay, 'ren@example.com'));
    expect(kyoto.status).toBe(201);

    api.db.prepare("UPDATE reservations SET status = 'cancelled' WHERE reservation_number = ?").run(first.reservation_number);
    const afterCancel = await api.postReservation(session, TOKYO.id, await unconfirmed(api, session, TOKYO.id, stay, 'ren@example.com'));
    expect(afterCancel.status).toBe(201);
  });

  it('knows a signed-in member by their account whatever e-mail the booker gives', async () => {
    const api = createTestApi();
    const session = await api.newSession();
    const member = await signIn(api.app, session, TOKYO.id, HANAKO);
    const stay = { checkin: day(24), checkout: day(25) };
    const post = async (email: string) =>
      memberCall(api.app, session, 'POST', `/hotels/${TOKYO.id}/reservations`, {
        body: await unconfirmed(api, session, TOKYO.id, stay, email, bearer(member.session)),
        headers: { ...bearer(member.session), [REQUEST_HEADERS.idempotencyKey]: crypto.randomUUID() },
      });
    expect((await post('hanako.work@example.com')).status).toBe(201);
    const refused = await post('hanako.private@example.com');
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).title).toBe(OVERLAPPING_RESERVATION_TITLE);
  });
});
