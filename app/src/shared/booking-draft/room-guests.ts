import { ZGuest, type Guest } from '#domain/entities/reservation.ts';

/** One booked room as the guest detail form holds it; counts are text (select values), empty while not given. */
export type RoomFormValues = {
  /** Ticked when someone other than the booker (first room) or the first room's guest (later rooms) stays. */
  someone_else: boolean;
  guest: { first_name: string; last_name: string };
  men_count: string;
  women_count: string;
};

/** A room as the draft keeps it: any of its fields. */
export type RoomDraftValues = Partial<Omit<RoomFormValues, 'guest'>> & { guest?: Partial<RoomFormValues['guest']> };

/** The room's men and women counts, when the guest gave them (they always add up to the adults). */
export type GenderCounts = { men_count: number; women_count: number };

/** What the form says about a room: its staying guest when someone else stays, and the gender counts. */
export type RoomDetails = { guest?: Guest; genders?: GenderCounts };

export const EMPTY_ROOM_VALUES: RoomFormValues = {
  someone_else: false,
  guest: { first_name: '', last_name: '' },
  men_count: '',
  women_count: '',
};

/** The form's rooms for the booked rooms: what the draft kept for each, else empty. */
export function initialRoomValues(count: number, kept: readonly RoomDraftValues[] | undefined): RoomFormValues[] {
  return Array.from({ length: count }, (_, i) => {
    const room = kept?.[i];
    return { ...EMPTY_ROOM_VALUES, ...room, guest: { ...EMPTY_ROOM_VALUES.guest, ...room?.guest } };
  });
}

/** The staying guest's name issues of each room that has someone else staying, by room and field. */
export function roomGuestIssues(rooms: readonly RoomFormValues[]): Record<number, Record<string, { type: string; message?: string }>> {
  const issues: Record<number, Record<string, { type: string; message?: string }>> = {};
  rooms.forEach((room, i) => {
    if (!room.someone_else) return;
    const guest = ZGuest.safeParse(room.guest);
    if (guest.success) return;
    const fields: Record<string, { type: string; message?: string }> = {};
    for (const issue of guest.error.issues) fields[String(issue.path[0])] ??= { type: 'guest', message: issue.message };
    issues[i] = fields;
  });
  return issues;
}

/** Each room's details for the request; call once roomGuestIssues found none (names are trimmed by the schema). */
export function roomDetails(rooms: readonly RoomFormValues[]): RoomDetails[] {
  return rooms.map((room) => ({
    guest: room.someone_else ? ZGuest.parse(room.guest) : undefined,
    genders:
      room.men_count !== '' && room.women_count !== ''
        ? { men_count: Number(room.men_count), women_count: Number(room.women_count) }
        : undefined,
  }));
}
