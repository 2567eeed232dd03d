// @vitest-environment node
// Children sharing an adult's bed (ADR 130) are kept with the booking: checked by the hotel's rule, shown on the
// reservation, and kept within the rule when the guests change.
import { describe, expect, it } from 'vitest';
import { REQUEST_HEADERS } from '../../domain/contracts';
import { ZBookingPrice } from '../../domain/entities/booking-price';
import type { CreateReservationRequest } from '../../domain/entities/reservation';
import { createTestApi, day, errorOf, OSAKA, reservationOf, TOKYO } from './test-api';

const api = createTestApi();
const KIDS = [{ code: 'A' as const, children: 2 }];
const ROOM = { room_type_code: 'family-quad', room_plan_code: 'family-quad_room-only', adults: 2, children: 2, kids_tiers: KIDS };

async function bookingFor(session: string, hotelId: number, room: object, checkin: string, checkout: string): Promise<CreateReservationRequest> {
  const priced = await api.priceCall(session, hotelId, { checkin, checkout, selections: JSON.stringify([room]), locale: 'en' });
  expect(priced.status).toBe(200);
  return {
    checkin,
    checkout,
    locale: 'en',
    booking_source: 'booking_widget',
    booker: { first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com', phone: '+819012345678' },
    rooms: [room as CreateReservationRequest['rooms'][number]],
    payment: { type: 'on_site' },
    expected_total_price: ZBookingPrice.parse(await priced.json()).total_price,
  };
}

describe('children sharing a bed', () => {
  it('are kept with the reservation within the hotel rule, and a change of guests keeps them within it', async () => {
    const session = await api.newSession();
    const body = await bookingFor(session, TOKYO.id, { ...ROOM, shared_bed_children: 2 }, day(11), day(12));

    // Tokyo lets one child per adult share a bed: three of two children for two adults is refused at the room.
    const tooMany = await api.postReservation(session, TOKYO.id, { ...body, rooms: [{ ...ROOM, shared_bed_children: 3 }] });
    expect(tooMany.status).toBe(422);
    expect((await errorOf(tooMany)).details['rooms.0.shared_bed_children']).toEqual([{ error: 'too many children sharing a bed' }]);

    const response = await api.postReservation(session, TOKYO.id, body);
    expect(response.status).toBe(201);
    const reservation = await reservationOf(response);
    expect(reservation.rooms[0]?.shared_bed_children).toBe(2);

    // One adult fewer: one child may share the bed now.
    const change = (dryRun: boolean, extra: object = {}) =>
      api.app.request(`/hotels/${TOKYO.id}/reservations/${reservation.reservation_number}/update_settings?bypass_token=${reservation.bypass_token}&dry_run=${dryRun}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', [REQUEST_HEADERS.clientSession]: session },
        body: JSON.stringify({ rooms: [{ id: reservation.rooms[0]?.id, adults: 1, children: 2 }], ...extra }),
      });
    const preview = (await (await change(true)).json()) as { total_price: number };
    const applied = await change(false, { expected_total_price: preview.total_price });
    expect(applied.status).toBe(200);
    const { reservation: changed } = (await applied.json()) as { reservation: { rooms: { adults: number; shared_bed_children?: number }[] } };
    expect(changed.rooms[0]).toMatchObject({ adults: 1, shared_bed_children: 1 });
  });

  it('are refused where the hotel offers no shared bed', async () => {
    const session = await api.newSession(OSAKA.code);
    const room = { ...ROOM, children: 1, kids_tiers: [{ code: 'A' as const, children: 1 }] };
    const body = await bookingFor(session, OSAKA.id, room, day(12), day(13));
    const refused = await api.postReservation(session, OSAKA.id, { ...body, rooms: [{ ...room, shared_bed_children: 1 }] });
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).details['rooms.0.shared_bed_children']).toEqual([{ error: 'too many children sharing a bed' }]);
  });
});
