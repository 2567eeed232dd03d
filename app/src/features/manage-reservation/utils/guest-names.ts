import type * as z from 'zod/mini';
import type { Reservation } from '#domain/entities/reservation.ts';
import type { ZUpdateGuestsRequest } from '#domain/entities/reservation-management.ts';

/**
 * The rename form's values are the guests call's body, so its own schema (the booking's name rules) checks the
 * form and the server's field errors land on the same paths (`rooms.0.guest.first_name`).
 */
export type GuestNamesFormInput = z.input<typeof ZUpdateGuestsRequest>;

export function hasKana(reservation: Reservation): boolean {
  return reservation.rooms.some((room) => room.guest.first_name_kana !== undefined || room.guest.last_name_kana !== undefined);
}

/** Each room's names as booked; kana readings only where the booking has them (the hotel asked for them). */
export function guestNameDefaults(reservation: Reservation): GuestNamesFormInput {
  const kana = hasKana(reservation);
  return {
    rooms: reservation.rooms.map((room) => ({
      id: room.id,
      guest: {
        first_name: room.guest.first_name,
        last_name: room.guest.last_name,
        ...(kana ? { first_name_kana: room.guest.first_name_kana ?? '', last_name_kana: room.guest.last_name_kana ?? '' } : {}),
      },
    })),
  };
}
