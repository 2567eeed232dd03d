// @vitest-environment node
// Children sharing an adult's bed (ADR 130) are kept with the booking: checked by the hotel's rule, shown on the
// reservation, and kept within the rule when the guests change.
import { describe, expect, it } from 'vitest';
import { createTestApi, day, errorOf, KYOTO, OSAKA, reservationOf, TOKYO } from './test-api';

const api = createTestApi();
const FAMILY = { roomTypeCode: 'family-quad', roomPlanCode: 'family-quad_room-only', adults: 2 };
const KIDS = { children: 2, kids_tiers: [{ code: 'A' as const, children: 2 }] };

describe('children sharing a bed', () => {
  it('are kept with the reservation within the hotel rule, and a change of guests keeps them within it', async () => {
    const session = await api.newSession();
    const body = await api.pricedBooking(session, TOKYO.id, { ...FAMILY, checkin: day(11), checkout: day(12), kids: { ...KIDS, shared_bed_children: 2 } });
    const room = body.rooms[0]!;

    // Tokyo lets one child per adult share a bed: three of two children for two adults is refused at the room.
    const tooMany = await api.postReservation(session, TOKYO.id, { ...body, rooms: [{ ...room, shared_bed_children: 3 }] });
    expect(tooMany.status).toBe(422);
    expect((await errorOf(tooMany)).details['rooms.0.shared_bed_children']).toEqual([{ error: 'too many children sharing a bed' }]);

    const response = await api.postReservation(session, TOKYO.id, body);
    expect(response.status).toBe(201);
    const reservation = await reservationOf(response);
    expect(reservation.rooms[0]?.shared_bed_children).toBe(2);

    // One adult fewer: one child may share the bed now.
    const change = (dryRun: boolean, extra: object = {}) =>
      api.manage(session, TOKYO.id, reservation, 'PUT', 'update_settings', {
        query: { dry_run: String(dryRun) },
        body: { rooms: [{ id: reservation.rooms[0]?.id, adults: 1, children: 2 }], ...extra },
      });
    const preview = (await (await change(true)).json()) as { total_price: number };
    const applied = await change(false, { expected_total_price: preview.total_price });
    expect(applied.status).toBe(200);
    const { reservation: changed } = (await applied.json()) as { reservation: { rooms: { adults: number; shared_bed_children?: number }[] } };
    expect(changed.rooms[0]).toMatchObject({ adults: 1, shared_bed_children: 1 });
  });

  it('are one per room where the hotel says per room (document 1 section 5)', async () => {
    const session = await api.newSession(KYOTO.code);
    const stay = { roomTypeCode: 'japanese-style', roomPlanCode: 'japanese-style_room-only', adults: 2, checkin: day(13), checkout: day(14) };
    const body = await api.pricedBooking(session, KYOTO.id, { ...stay, kids: { ...KIDS, shared_bed_children: 1 } });
    const room = body.rooms[0]!;
    const two = await api.postReservation(session, KYOTO.id, { ...body, rooms: [{ ...room, shared_bed_children: 2 }] });
    expect(two.status).toBe(422);
    expect((await errorOf(two)).details['rooms.0.shared_bed_children']).toEqual([{ error: 'too many children sharing a bed' }]);
    const one = await api.postReservation(session, KYOTO.id, body);
    expect(one.status).toBe(201);
    expect((await reservationOf(one)).rooms[0]?.shared_bed_children).toBe(1);
  });

  it('are refused where the hotel offers no shared bed', async () => {
    const session = await api.newSession(OSAKA.code);
    const kids = { children: 1, kids_tiers: [{ code: 'A' as const, children: 1 }] };
    const body = await api.pricedBooking(session, OSAKA.id, { ...FAMILY, checkin: day(12), checkout: day(13), kids });
    const refused = await api.postReservation(session, OSAKA.id, { ...body, rooms: [{ ...body.rooms[0]!, shared_bed_children: 1 }] });
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).details['rooms.0.shared_bed_children']).toEqual([{ error: 'too many children sharing a bed' }]);
  });
});
