import * as z from 'zod/mini';
import { ZPriceSelection } from '#domain/contracts/rooms-price.ts';
import { jsonParam } from '#domain/contracts/query-params.ts';
import type { Stay } from './stay-query';

// What the results hand to guest detail: one entry per searched room, in room order, with the room type and plan
// chosen for it and the room's guests. It travels in the address as `selections` (the price call's own shape), so
// guest detail survives a reload and prices every room with one call.

const ZBookedRoom = z.omit(ZPriceSelection, { quantity: true });
export type BookedRoom = z.output<typeof ZBookedRoom>;

const ZSelectionsParam = jsonParam(z.array(ZBookedRoom).check(z.minLength(1), z.maxLength(10)), 'selections must be a JSON array');

export function bookedRoomsParam(rooms: readonly BookedRoom[]): string {
  return JSON.stringify(rooms);
}

/** The rooms of a `selections` value; null when it is missing, malformed or a room has more adults than allowed. */
export function readBookedRooms(text: string | null, maxAdults: number): BookedRoom[] | null {
  if (text === null) return null;
  const parsed = ZSelectionsParam.safeParse(text);
  if (!parsed.success || parsed.data.some((room) => room.adults > maxAdults)) return null;
  return parsed.data;
}

/** The rooms the results hand to guest detail, for one stay; isDayUse when a day-use search found them. */
export type RoomsChoice = Stay & { rooms: BookedRoom[]; isDayUse: boolean };
