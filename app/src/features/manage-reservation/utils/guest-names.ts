import * as z from 'zod/mini';
import type { Reservation } from '#domain/entities/reservation.ts';
import { ZUpdateGuestsRequest, type UpdateGuestsRequest } from '#domain/entities/reservation-management.ts';

export type GuestNameValues = { first_name: string; last_name: string; first_name_kana: string; last_name_kana: string }[];

/** The name fields of each room; kana readings only where the booking has them (the hotel asked for them). */
export function guestNameDefaults(reservation: Reservation): GuestNameValues {
  return reservation.rooms.map((room) => ({
    first_name: room.guest.first_name,
    last_name: room.guest.last_name,
    first_name_kana: room.guest.first_name_kana ?? '',
    last_name_kana: room.guest.last_name_kana ?? '',
  }));
}

export function hasKana(reservation: Reservation): boolean {
  return reservation.rooms.some((room) => room.guest.first_name_kana !== undefined || room.guest.last_name_kana !== undefined);
}

/**
 * The guests call's body, checked with its own schema (the booking's name rules), or the message key of each
 * field path that is wrong (`rooms.0.guest.first_name`: 'required', ...).
 */
export function guestNamesRequest(reservation: Reservation, values: GuestNameValues): { body: UpdateGuestsRequest } | { issues: Record<string, string> } {
  const kana = hasKana(reservation);
  const body = {
    rooms: reservation.rooms.map((room, i) => {
      const value = values[i];
      return {
        id: room.id,
        guest: {
          first_name: value?.first_name ?? '',
          last_name: value?.last_name ?? '',
          ...(kana ? { first_name_kana: value?.first_name_kana ?? '', last_name_kana: value?.last_name_kana ?? '' } : {}),
        },
      };
    }),
  };
  const parsed = z.safeParse(ZUpdateGuestsRequest, body);
  if (parsed.success) return { body: parsed.data };
  // An empty name also fails the script check: the first issue of a field is the one to show.
  const issues: Record<string, string> = {};
  for (const issue of parsed.error.issues) issues[issue.path.join('.')] ??= issue.message;
  return { issues };
}
