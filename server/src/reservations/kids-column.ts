import type { CreateReservationRequest } from '#domain/entities/reservation.ts';

/** A room's children as booked: their tiers or ages (which price them) and how many share an adult's bed. */
export type BookedKids = Pick<CreateReservationRequest['rooms'][number], 'kids_tiers' | 'kids_ages' | 'shared_bed_children'>;

/**
 * The room's `kids` column: kept so that a later change prices the children as booked and the reservation shows
 * how many share a bed; null when the room has none of it.
 */
export function kidsColumn(room: BookedKids): string | null {
  if (!room.kids_tiers && !room.kids_ages && !room.shared_bed_children) return null;
  return JSON.stringify({ kids_tiers: room.kids_tiers, kids_ages: room.kids_ages, shared_bed_children: room.shared_bed_children });
}

/** The `kids` column read back (nothing given for a room without children's details). */
export function readKidsColumn(column: string | null): BookedKids {
  return column === null ? {} : (JSON.parse(column) as BookedKids);
}
