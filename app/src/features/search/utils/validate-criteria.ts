import type { IsoDate } from '#domain/entities/common.ts';
import { childrenWithinLimit, maxGuestsPerRoom } from '#domain/rules/kids.ts';
import { nightsBetween } from '#domain/rules/nights.ts';
import { ZIsoDate } from '#domain/entities/common.ts';
import {
  childCount,
  earliestCheckin,
  latestCheckin,
  roomLimit,
  undatedAvailable,
  type CriteriaSettings,
  type SearchCriteriaState,
} from './search-criteria';

/** Keys of the search catalog's errors section. */
export type CriteriaError =
  | 'checkinRequired'
  | 'checkinTooEarly'
  | 'checkinTooLate'
  | 'checkoutAfterCheckin'
  | 'stayTooLong'
  | 'tooManyGuests'
  | 'tooManyChildren'
  | 'tooManyRooms'
  | 'undatedUnavailable';

export type CriteriaErrors = { checkin?: CriteriaError; checkout?: CriteriaError; undated?: CriteriaError; rooms: Record<number, CriteriaError> };

/** The longest dated stay the form sends: the server prices stays night by night up to a month. */
export const MAX_STAY_NIGHTS = 30;

/** What is wrong with a search the guest asked for, field by field; no key means the field is fine. */
export function validateCriteria(criteria: SearchCriteriaState, settings: CriteriaSettings, hotelToday: IsoDate): CriteriaErrors {
  const errors: CriteriaErrors = { rooms: {} };
  const kidsType = settings.kids_setting.kids_type;
  if (!criteria.undated) {
    if (!ZIsoDate.safeParse(criteria.checkin).success) errors.checkin = 'checkinRequired';
    else if (criteria.checkin < earliestCheckin(settings, hotelToday)) errors.checkin = 'checkinTooEarly';
    else if (criteria.checkin > latestCheckin(settings, hotelToday)) errors.checkin = 'checkinTooLate';
    if (!criteria.isDayUse && errors.checkin === undefined) {
      if (!ZIsoDate.safeParse(criteria.checkout).success || criteria.checkout <= criteria.checkin) errors.checkout = 'checkoutAfterCheckin';
      else if (nightsBetween(criteria.checkin, criteria.checkout) > MAX_STAY_NIGHTS) errors.checkout = 'stayTooLong';
    }
  } else if (!undatedAvailable(criteria.rooms, kidsType)) {
    errors.undated = 'undatedUnavailable';
  }
  const maxGuests = maxGuestsPerRoom(settings.max_guests_per_room);
  criteria.rooms.forEach((room, index) => {
    const children = childCount(room, kidsType);
    if (room.adults + children > maxGuests) errors.rooms[index] = 'tooManyGuests';
    else if (!childrenWithinLimit(room.adults, children, settings.kids_setting.max_children_per_adult)) errors.rooms[index] = 'tooManyChildren';
  });
  if (criteria.rooms.length > roomLimit(settings)) errors.rooms[0] = 'tooManyRooms';
  return errors;
}

export function hasErrors(errors: CriteriaErrors): boolean {
  return errors.checkin !== undefined || errors.checkout !== undefined || errors.undated !== undefined || Object.keys(errors.rooms).length > 0;
}
