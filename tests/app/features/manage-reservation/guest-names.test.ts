import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { ZUpdateGuestsRequest } from '#domain/entities/reservation-management.ts';
import { guestNameDefaults, type GuestNamesFormInput } from '#app/features/manage-reservation/utils/guest-names.ts';
import { aReservation } from '../../factories';

/** The rename form's check: the first message key of each wrong field path, as the form shows it. */
function check(values: GuestNamesFormInput) {
  const parsed = z.safeParse(ZUpdateGuestsRequest, values);
  if (parsed.success) return { body: parsed.data };
  const issues: Record<string, string> = {};
  for (const issue of parsed.error.issues) issues[issue.path.join('.')] ??= issue.message;
  return { issues };
}

function withGuest(values: GuestNamesFormInput, guest: Partial<GuestNamesFormInput['rooms'][number]['guest']>): GuestNamesFormInput {
  return { rooms: values.rooms.map((room) => ({ ...room, guest: { ...room.guest, ...guest } })) };
}

describe('guest names', () => {
  it('sends each room with its new names, trimmed', () => {
    const reservation = aReservation();
    expect(check(withGuest(guestNameDefaults(reservation), { first_name: ' Jiro ' }))).toEqual({
      body: { rooms: [{ id: 100, guest: { first_name: 'Jiro', last_name: 'Yamada' } }] },
    });
  });

  it('names each wrong field with the message key of the booking rules', () => {
    const reservation = aReservation();
    expect(check(withGuest(guestNameDefaults(reservation), { first_name: '', last_name: 'Yamada<1>' }))).toEqual({
      issues: { 'rooms.0.guest.first_name': 'required', 'rooms.0.guest.last_name': 'unsupported_characters' },
    });
  });

  it('asks for kana readings again only where the booking has them', () => {
    const room = aReservation().rooms[0]!;
    const reservation = aReservation({ rooms: [{ ...room, guest: { ...room.guest, first_name_kana: 'ハナコ', last_name_kana: 'ヤマダ' } }] });
    expect(guestNameDefaults(aReservation()).rooms[0]!.guest).not.toHaveProperty('first_name_kana');
    expect(check(withGuest(guestNameDefaults(reservation), { last_name_kana: '' }))).toEqual({ issues: { 'rooms.0.guest.last_name_kana': 'required' } });
  });
});
