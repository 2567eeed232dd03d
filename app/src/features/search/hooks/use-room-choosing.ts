import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoomPlan, RoomResult } from '#domain/entities/room-result.ts';
import type { SelectedRoom } from '#domain/entities/selected-room.ts';
import type { BookingWidgetSettings } from '#domain/entities/settings.ts';
import { assignSelectedRooms, type RoomOccupancy } from '#domain/rules/selected-rooms.ts';
import type { RoomsChoice } from '#app/shared/stay/booked-rooms.ts';
import { isPlanBookable } from '../utils/availability';
import {
  canChooseOffer,
  choicesSharePayment,
  offerInfoFor,
  offerKey,
  offerStay,
  roomOccupancies,
  roomsChoice,
  searchKey,
  selectedRoomFor,
  type OfferInfos,
} from '../utils/room-choices';
import type { SearchCriteriaState } from '../utils/search-criteria';
import { useSelectedRooms } from './use-selected-rooms';

export type RoomChoosing = {
  /** Several rooms searched: the guest chooses an offer for each, one room at a time. */
  multiRoom: boolean;
  /** The search the results show: the room being chosen for alone when several were searched. */
  shown: SearchCriteriaState;
  rooms: RoomOccupancy[];
  activeRoom: number;
  showRoom: (room: number) => void;
  assigned: (SelectedRoom | null)[];
  selected: SelectedRoom[];
  offers: OfferInfos;
  sharesPayment: boolean;
  canBook: (room: RoomResult, plan: RoomPlan) => boolean;
  /** Books at once for one room; chooses for the active room when there are several. */
  book: (room: RoomResult, plan: RoomPlan) => void;
  bookLabel?: string;
  /** Removes a room's choice and shows that room's offers. */
  remove: (entry: SelectedRoom, room: number) => void;
  clear: () => void;
  /** Goes on to guest detail with every room's choice. */
  continueToBooking: () => void;
};

type ChoosingSettings = Pick<BookingWidgetSettings, 'hotel_code' | 'currency'> & { kids_setting: Pick<BookingWidgetSettings['kids_setting'], 'kids_type'> };

/**
 * A multi-room search shows the offers of one room at a time, priced for that room's guests; the guest chooses an
 * offer for each room (document 1 section 4, selected rooms) and goes on once every room has one. A one-room search
 * books straight from its results, as before.
 */
export function useRoomChoosing(
  criteria: SearchCriteriaState,
  settings: ChoosingSettings,
  onBook: (choice: RoomsChoice) => void,
  /** After a choice: the room shown next, or null when every room has one (focus moves there). */
  onChosen: (nextRoom: number | null) => void,
): RoomChoosing {
  const { t } = useTranslation('search');
  const kidsType = settings.kids_setting.kids_type;
  const multiRoom = criteria.rooms.length > 1;
  const rooms = useMemo(() => roomOccupancies(criteria, kidsType), [criteria, kidsType]);
  const choices = useSelectedRooms(settings.hotel_code, searchKey(criteria, kidsType), rooms);
  const assigned = assignSelectedRooms(rooms, choices.selected);
  // The room the guest asked to see; otherwise the first still without a choice.
  const [picked, setPicked] = useState<number | null>(null);
  const firstOpen = assigned.indexOf(null);
  const activeRoom = picked !== null && picked < rooms.length ? picked : Math.max(0, firstOpen);
  const activeCriteria = criteria.rooms[activeRoom];
  const shown = useMemo(
    () => (multiRoom && activeCriteria ? { ...criteria, rooms: [activeCriteria] } : criteria),
    [multiRoom, activeCriteria, criteria],
  );
  const occupancy = rooms[activeRoom] ?? { adults: 1, children: 0 };

  const choose = (room: RoomResult, plan: RoomPlan) => {
    const info = offerInfoFor(room, plan, offerStay(criteria, plan));
    choices.choose(activeRoom, selectedRoomFor(room, plan, occupancy, criteria.type), info);
    // On to the next room without a choice (after this one), so choosing reads as one pass through the rooms.
    const next = assigned.findIndex((entry, i) => entry === null && i !== activeRoom);
    setPicked(next === -1 ? activeRoom : next);
    onChosen(next === -1 ? null : next);
  };

  // The results' cards are memoised (ADR 274): what they are handed keeps its identity while the search and the
  // choice stay the same, so a filter chip redraws only the cards whose rates it changed.
  const canBook = useCallback(
    (room: RoomResult, plan: RoomPlan) =>
      multiRoom
        ? canChooseOffer(rooms, choices.selected, choices.offers, activeRoom, {
            roomTypeCode: room.room_type_code,
            roomPlanCode: plan.room_plan_code,
            info: offerInfoFor(room, plan, offerStay(criteria, plan)),
          })
        : isPlanBookable(room, plan, criteria.rooms.length),
    [multiRoom, rooms, choices.selected, choices.offers, activeRoom, criteria],
  );
  const bookNow = (room: RoomResult, plan: RoomPlan) => {
    if (multiRoom) {
      choose(room, plan);
      return;
    }
    const selection = selectedRoomFor(room, plan, occupancy, criteria.type);
    const choice = roomsChoice(criteria, kidsType, [{ ...selection, quantity: 1 }], {
      [offerKey(selection)]: offerInfoFor(room, plan, offerStay(criteria, plan)),
    });
    if (choice) onBook(choice);
  };
  // Booking runs only on a press, never in a render: one handler for the hook's life that does what this render
  // would, rather than a new one each render that every card would take for a change.
  const latestBook = useRef(bookNow);
  useLayoutEffect(() => {
    latestBook.current = bookNow;
  });
  const book = useCallback((room: RoomResult, plan: RoomPlan) => latestBook.current(room, plan), []);

  return {
    multiRoom,
    shown,
    rooms,
    activeRoom,
    showRoom: setPicked,
    assigned,
    selected: choices.selected,
    offers: choices.offers,
    sharesPayment: choicesSharePayment(assigned, choices.offers, settings.currency),
    canBook,
    book,
    bookLabel: multiRoom ? t('selection.chooseFor', { number: activeRoom + 1 }) : undefined,
    remove: (entry, room) => {
      choices.decrease(entry);
      setPicked(room);
    },
    clear: () => {
      choices.clear();
      setPicked(null);
    },
    continueToBooking: () => {
      const choice = roomsChoice(criteria, kidsType, assigned, choices.offers);
      if (choice) onBook(choice);
    },
  };
}
