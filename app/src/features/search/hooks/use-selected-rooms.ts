import { useState } from 'react';
import * as z from 'zod/mini';
import { ZSelectedRoom, type SelectedRoom } from '#domain/entities/selected-room.ts';
import {
  addSelectedRoom,
  assignSelectedRooms,
  clearSelectedRooms,
  decreaseSelectedRoom,
  type RoomOccupancy,
} from '#domain/rules/selected-rooms.ts';
import { readStoredJson, writeStoredJson } from '#app/platform/safe-storage.ts';
import { offerKey, type OfferInfo, type OfferInfos } from '../utils/room-choices';

const ZOfferInfo = z.object({
  roomTypeName: z.string(),
  roomPlanName: z.string(),
  roomCount: z.int(),
  planLeft: z.int(),
  paymentMethods: z.array(z.string()),
  stay: z.object({ checkin: z.string(), checkout: z.string() }),
});

// Kept in session storage per hotel, so a reload or a look at a room's details loses no choice; a choice belongs
// to the search it was made in (its key), and another search starts over.
const ZStoredChoices = z.object({
  search: z.string(),
  selected: z.array(ZSelectedRoom),
  offers: z.record(z.string(), ZOfferInfo),
});
type StoredChoices = z.infer<typeof ZStoredChoices>;

function storageKey(hotelCode: string): string {
  return `hbw:selected-rooms:${hotelCode}`;
}

function readChoices(hotelCode: string, search: string): StoredChoices {
  const parsed = ZStoredChoices.safeParse(readStoredJson('session', storageKey(hotelCode)));
  return parsed.success && parsed.data.search === search ? parsed.data : { search, selected: [], offers: {} };
}

export type SelectedRooms = {
  selected: SelectedRoom[];
  offers: OfferInfos;
  /** Chooses an offer for a room; a room that had a choice has it changed (the old entry goes down by one). */
  choose: (forRoom: number, entry: Omit<SelectedRoom, 'quantity'>, info: OfferInfo) => void;
  /** One room fewer of an entry, never below zero. */
  decrease: (entry: SelectedRoom) => void;
  clear: () => void;
};

/** The selected rooms of document 1 section 4 for the search at hand, with what the summary shows of each offer. */
export function useSelectedRooms(hotelCode: string, search: string, rooms: readonly RoomOccupancy[]): SelectedRooms {
  const [stored, setStored] = useState(() => readChoices(hotelCode, search));
  const current = stored.search === search ? stored : { search, selected: [], offers: {} };

  const save = (selected: SelectedRoom[], offers: OfferInfos) => {
    // Offers no entry uses any more are dropped, so the stored list stays as small as the choice.
    const used = Object.fromEntries(
      selected.filter((entry) => entry.quantity > 0).map((entry) => [offerKey(entry), offers[offerKey(entry)]]),
    ) as OfferInfos;
    const next = { search, selected, offers: used };
    setStored(next);
    writeStoredJson('session', storageKey(hotelCode), next);
  };

  return {
    selected: current.selected,
    offers: current.offers,
    choose: (forRoom, entry, info) => {
      const previous = assignSelectedRooms(rooms, current.selected)[forRoom];
      const without = previous ? decreaseSelectedRoom(current.selected, previous) : current.selected;
      save(addSelectedRoom(without, entry), { ...current.offers, [offerKey(entry)]: info });
    },
    decrease: (entry) => save(decreaseSelectedRoom(current.selected, entry), current.offers),
    clear: () => save(clearSelectedRooms(), {}),
  };
}
