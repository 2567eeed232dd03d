import { describe, expect, it } from 'vitest';
import { guestNameDefaults, guestNamesRequest } from '#app/features/manage-reservation/utils/guest-names.ts';
import { aReservation } from '../../factories';

describe('guest names', () => {
  it('sends each room with its new names, trimmed', () => {
    const reservation = aReservation();
    const values = guestNameDefaults(reservation).map((value) => ({ ...value, first_name: ' Jiro ' }));
    expect(guestNamesRequest(reservation, values)).toEqual({ body: { rooms: [{ id: 100, guest: { first_name: 'Jiro', last_name: 'Yamada' } }] } });
  });

  it('names each wrong field with the message key of the booking rules', () => {
    const reservation = aReservation();
    const values = guestNameDefaults(reservation).map((value) => ({ ...value, first_name: '', last_name: 'Yamada<1>' }));
    expect(guestNamesRequest(reservation, values)).toEqual({
      issues: { 'rooms.0.guest.first_name': 'required', 'rooms.0.guest.last_name': 'unsupported_characters' },
    });
  });

  it('asks for kana readings again only where the booking has them', () => {
    const room = aReservation().rooms[0]!;
    const reservation = aReservation({ rooms: [{ ...room, guest: { ...room.guest, first_name_kana: 'ハナコ', last_name_kana: 'ヤマダ' } }] });
    const values = guestNameDefaults(reservation).map((value) => ({ ...value, last_name_kana: '' }));
    expect(guestNamesRequest(reservation, values)).toEqual({ issues: { 'rooms.0.guest.last_name_kana': 'required' } });
  });
});
