import { ZGuest, ZKanaName, type RoomGuest } from '#domain/entities/reservation.ts';
import { kanaIssue } from './booker-extras';

/** One booked room as the guest detail form holds it; counts are text (select values), empty while not given. */
export type RoomFormValues = {
  /** Ticked when someone other than the booker (first room) or the first room's guest (later rooms) stays. */
  someone_else: boolean;
  /** The kana readings are asked only with the booker's (asksKana); empty otherwise. */
  guest: { first_name: string; last_name: string; first_name_kana: string; last_name_kana: string };
  men_count: string;
  women_count: string;
};

/** A room as the draft keeps it: any of its fields. */
export type RoomDraftValues = Partial<Omit<RoomFormValues, 'guest'>> & { guest?: Partial<RoomFormValues['guest']> };

/** The room's men and women counts, when the guest gave them (they always add up to the adults). */
export type GenderCounts = { men_count: number; women_count: number };

/** What the form says about a room: its staying guest when someone else stays, and the gender counts. */
export type RoomDetails = { guest?: RoomGuest; genders?: GenderCounts };

export const EMPTY_ROOM_VALUES: RoomFormValues = {
  someone_else: false,
  guest: { first_name: '', last_name: '', first_name_kana: '', last_name_kana: '' },
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

/**
 * The staying guest's name issues of each room that has someone else staying, by room and field: their name,
 * and its kana reading when kana is asked.
 */
export function roomGuestIssues(rooms: readonly RoomFormValues[], kana: boolean): Record<number, Record<string, { type: string; message?: string }>> {
  const issues: Record<number, Record<string, { type: string; message?: string }>> = {};
  rooms.forEach((room, i) => {
    if (!room.someone_else) return;
    const fields: Record<string, { type: string; message?: string }> = {};
    const guest = ZGuest.safeParse(room.guest);
    if (!guest.success) for (const issue of guest.error.issues) fields[String(issue.path[0])] ??= { type: 'guest', message: issue.message };
    if (kana) {
      for (const field of ['first_name_kana', 'last_name_kana'] as const) {
        const message = kanaIssue(room.guest[field]);
        if (message !== undefined) fields[field] = { type: 'kana', message };
      }
    }
    if (Object.keys(fields).length > 0) issues[i] = fields;
  });
  return issues;
}

/** Each room's details for the request; call once roomGuestIssues found none (names are trimmed by the schema). */
export function roomDetails(rooms: readonly RoomFormValues[], kana: boolean): RoomDetails[] {
  return rooms.map((room) => ({
    guest: room.someone_else ? roomGuest(room.guest, kana) : undefined,
    genders:
      room.men_count !== '' && room.women_count !== ''
        ? { men_count: Number(room.men_count), women_count: Number(room.women_count) }
        : undefined,
  }));
}

function roomGuest(guest: RoomFormValues['guest'], kana: boolean): RoomGuest {
  const name = ZGuest.parse(guest);
  return kana ? { ...name, first_name_kana: ZKanaName.parse(guest.first_name_kana), last_name_kana: ZKanaName.parse(guest.last_name_kana) } : name;
}
