import type { QueryOf } from '#domain/contracts/contract.ts';
import type { getRooms } from '#domain/contracts/rooms.ts';

/** Every query key of the app grows from this root, so one prefix reaches all server state. */
export const rootKey = ['hbw'] as const;

/** Rooms are read by the results and again by guest detail; one key lets the second reuse the first's answer. */
export const roomKeys = {
  all: [...rootKey, 'rooms'] as const,
  search: (hotelId: number, query: QueryOf<typeof getRooms>) => [...roomKeys.all, hotelId, query] as const,
};
