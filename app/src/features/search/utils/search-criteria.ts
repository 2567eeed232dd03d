import { COUNTS } from '#domain/constants/limits.ts';
import { SEARCH_MODES, SEARCH_TYPES, SORT_ORDERS, type KidsTierCode, type SearchType, type SortOrder } from '#domain/constants/value-sets.ts';
import { MAX_CHILD_AGE, UNDATED_MAX_NIGHTS } from '#domain/contracts/rooms.ts';
import { ZIsoDate, type IsoDate } from '#domain/entities/common.ts';
import type { SearchRoom } from '#domain/entities/search-criteria.ts';
import type { BookingWidgetSettings } from '#domain/entities/settings.ts';
import { childrenWithinLimit, maxGuestsPerRoom, maxSharedBedChildren } from '#domain/rules/kids.ts';
import { addDays, nightsBetween } from '#domain/rules/nights.ts';
import { ROOM_SEARCH_FILTERS, type RoomSearchFilter } from '#domain/rules/room-filters.ts';
import type { SearchMode } from '#domain/rules/search-mode.ts';

/** One searched room: adults, and children either split by kids tier or listed by age at check-out. */
export type CriteriaRoom = {
  adults: number;
  tiers: Partial<Record<KidsTierCode, number>>;
  ages: number[];
  /** Children sharing an adult's bed, where the hotel offers it; absent means none. */
  sharedBed?: number;
};

/** Everything one search asks (document 1 section 3, search criteria), as the results page holds it. */
export type SearchCriteriaState = {
  checkin: IsoDate;
  checkout: IsoDate;
  rooms: CriteriaRoom[];
  type: SearchType;
  order: SortOrder;
  isDayUse: boolean;
  undated: boolean;
  nights: number;
  filter: RoomSearchFilter[];
  isIncludingOccupied: boolean;
  promoCode: string;
  couponCode: string;
  mode: SearchMode | undefined;
  roomTypeCodes: string[];
  hotelPlanCodes: string[];
};

export type CriteriaSettings = Pick<
  BookingWidgetSettings,
  | 'kids_setting'
  | 'kids_tiers'
  | 'max_guests_per_room'
  | 'multi_rooms_search_enabled'
  | 'multi_rooms_search_limit'
  | 'day_use_search_active'
  | 'reservable_period_months'
  | 'default_search_setting'
>;

/** The query keys a search is written under; nothing else of the address belongs to the criteria. */
export const CRITERIA_KEYS = [
  'checkin',
  'checkout',
  'adults',
  'rooms',
  'kids_ages',
  'type',
  'order',
  'is_day_use',
  'search_type',
  'nights',
  'filter',
  'is_including_occupied',
  'promo_code',
  'coupon_code',
  'mode',
  'room_type_codes',
  'hotel_plan_codes',
] as const;

export function childCount(room: CriteriaRoom, kidsType: BookingWidgetSettings['kids_setting']['kids_type']): number {
  return kidsType === 'ages' ? room.ages.length : Object.values(room.tiers).reduce((sum, count) => sum + (count ?? 0), 0);
}

/** The first check-in a guest may search: yesterday where the hotel sells it (a night begun after midnight). */
export function earliestCheckin(settings: CriteriaSettings, hotelToday: IsoDate): IsoDate {
  return settings.default_search_setting.yesterday_bookable ? addDays(hotelToday, -1) : hotelToday;
}

/** "The reservable period is limited to N months from today": the last check-in day it allows. */
export function latestCheckin(settings: CriteriaSettings, hotelToday: IsoDate): IsoDate {
  const [year = 0, month = 1, day = 1] = hotelToday.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + settings.reservable_period_months, 1));
  // A month without this day (31 January + 1 month) ends the period on its last day.
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

export function roomLimit(settings: CriteriaSettings): number {
  return settings.multi_rooms_search_enabled ? settings.multi_rooms_search_limit : 1;
}

/** "Undated search is unavailable when rooms have differing guest counts." */
export function undatedAvailable(rooms: readonly CriteriaRoom[], kidsType: BookingWidgetSettings['kids_setting']['kids_type']): boolean {
  const [first] = rooms;
  if (!first) return true;
  return rooms.every((room) => room.adults === first.adults && childCount(room, kidsType) === childCount(first, kidsType));
}

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isWholeNumber(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

function pick<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((item) => item === value);
}

function codeList(text: string | null): string[] {
  return (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** Reads the criteria of an address, keeping only what is well formed and fits the hotel's settings. */
export function readCriteria(query: URLSearchParams, settings: CriteriaSettings): Partial<SearchCriteriaState> {
  const criteria: Partial<SearchCriteriaState> = {};
  const maxGuests = maxGuestsPerRoom(settings.max_guests_per_room);
  const { kids_setting: kids, kids_tiers: tiers } = settings;
  const tierCodes = new Set(tiers.map((tier) => tier.code));
  for (const key of ['checkin', 'checkout'] as const) {
    const date = ZIsoDate.safeParse(query.get(key));
    if (date.success) criteria[key] = date.data;
  }

  const rooms = parseJson(query.get('rooms'));
  const ages = parseJson(query.get('kids_ages'));
  if (Array.isArray(rooms) && rooms.length >= 1) {
    const read = rooms.slice(0, roomLimit(settings)).map((raw: unknown, index): CriteriaRoom | null => {
      const room = raw as Partial<SearchRoom> | null;
      if (!room || !isWholeNumber(room.adults, 1, maxGuests)) return null;
      const roomAges = Array.isArray(ages) && Array.isArray(ages[index]) ? (ages[index] as unknown[]) : [];
      const tiersOfRoom: CriteriaRoom['tiers'] = {};
      for (const tier of Array.isArray(room.kids_tiers) ? room.kids_tiers : []) {
        if (tierCodes.has(tier.code) && isWholeNumber(tier.children, 1, maxGuests)) tiersOfRoom[tier.code] = tier.children;
      }
      const next: CriteriaRoom = {
        adults: room.adults,
        tiers: kids.kids_type === 'ages' ? {} : tiersOfRoom,
        ages: kids.kids_type === 'ages' ? roomAges.filter((age) => isWholeNumber(age, 0, Math.min(kids.max_child_age, MAX_CHILD_AGE))) : [],
      };
      if (kids.accept_type === 'not_accept') return { ...next, tiers: {}, ages: [] };
      const children = childCount(next, kids.kids_type);
      const fits = next.adults + children <= maxGuests && childrenWithinLimit(next.adults, children, kids.max_children_per_adult);
      if (!fits) return { ...next, tiers: {}, ages: [] };
      const sharing = room.shared_bed_children;
      return isWholeNumber(sharing, 1, maxSharedBedChildren(kids, next.adults, children)) ? { ...next, sharedBed: sharing } : next;
    });
    if (read.every((room) => room !== null)) criteria.rooms = read;
  } else {
    const adultsText = query.get('adults') ?? '';
    const adults = Number(adultsText);
    if (/^\d+$/.test(adultsText) && isWholeNumber(adults, 1, maxGuests)) criteria.rooms = [{ adults, tiers: {}, ages: [] }];
  }

  const type = pick(query.get('type'), SEARCH_TYPES);
  if (type) criteria.type = type;
  const order = pick(query.get('order'), SORT_ORDERS);
  if (order) criteria.order = order;
  if (query.get('is_day_use') === 'true' && settings.day_use_search_active) criteria.isDayUse = true;
  if (query.get('search_type') === 'undated') criteria.undated = true;
  const nights = Number(query.get('nights'));
  if (isWholeNumber(nights, 1, UNDATED_MAX_NIGHTS)) criteria.nights = nights;
  if (query.has('filter')) {
    criteria.filter = codeList(query.get('filter')).filter((item): item is RoomSearchFilter =>
      (ROOM_SEARCH_FILTERS as readonly string[]).includes(item),
    );
  }
  const occupied = query.get('is_including_occupied');
  if (occupied === 'true' || occupied === 'false') criteria.isIncludingOccupied = occupied === 'true';
  for (const [key, field] of [
    ['promo_code', 'promoCode'],
    ['coupon_code', 'couponCode'],
  ] as const) {
    const value = query.get(key)?.trim();
    if (value && value.length <= 64) criteria[field] = value;
  }
  const mode = pick(query.get('mode'), SEARCH_MODES);
  if (mode) criteria.mode = mode;
  if (query.has('room_type_codes')) criteria.roomTypeCodes = codeList(query.get('room_type_codes'));
  if (query.has('hotel_plan_codes')) criteria.hotelPlanCodes = codeList(query.get('hotel_plan_codes'));
  return criteria;
}

/**
 * The search the results show: what was asked where it is valid, otherwise the spec's defaults (2 adults, one
 * room, price low to high, rooms view; check-in tomorrow in the hotel's time zone for one night).
 */
export function resolveCriteria(
  requested: Partial<SearchCriteriaState>,
  settings: CriteriaSettings,
  hotelToday: IsoDate,
): SearchCriteriaState {
  const earliest = earliestCheckin(settings, hotelToday);
  const latest = latestCheckin(settings, hotelToday);
  const checkinValid = requested.checkin !== undefined && requested.checkin >= earliest && requested.checkin <= latest;
  const checkin = checkinValid && requested.checkin ? requested.checkin : addDays(hotelToday, 1);
  const checkout =
    checkinValid && requested.checkout !== undefined && requested.checkout > checkin
      ? requested.checkout
      : addDays(checkin, 1);
  const rooms = requested.rooms ?? [{ adults: COUNTS.defaultAdults, tiers: {}, ages: [] }];
  const isDayUse = settings.day_use_search_active && requested.isDayUse === true;
  const undated = !isDayUse && requested.undated === true && undatedAvailable(rooms, settings.kids_setting.kids_type);
  return {
    checkin,
    checkout,
    rooms,
    type: requested.type ?? 'rooms',
    order: requested.order ?? 'price_low_to_high',
    isDayUse,
    undated,
    nights: requested.nights ?? Math.max(1, Math.min(UNDATED_MAX_NIGHTS, nightsBetween(checkin, checkout))),
    filter: requested.filter ?? [],
    isIncludingOccupied: requested.isIncludingOccupied ?? !settings.default_search_setting.available_rooms_only,
    promoCode: requested.promoCode ?? '',
    couponCode: requested.couponCode ?? '',
    mode: requested.mode,
    roomTypeCodes: requested.roomTypeCodes ?? [],
    hotelPlanCodes: requested.hotelPlanCodes ?? [],
  };
}

export function toSearchRooms(criteria: Pick<SearchCriteriaState, 'rooms'>, kidsType: BookingWidgetSettings['kids_setting']['kids_type']): SearchRoom[] {
  return criteria.rooms.map((room) => ({
    adults: room.adults,
    children: childCount(room, kidsType),
    kids_tiers: Object.entries(room.tiers)
      .filter(([, children]) => (children ?? 0) > 0)
      .map(([code, children]) => ({ code: code as KidsTierCode, children: children ?? 0 })),
    ...(room.sharedBed ? { shared_bed_children: room.sharedBed } : {}),
  }));
}

/**
 * The criteria as query parameters. adults stays beside rooms (the first room's) because guest detail and links
 * hotels already publish read it; empty values are left out.
 */
export function criteriaQuery(
  criteria: SearchCriteriaState,
  kidsType: BookingWidgetSettings['kids_setting']['kids_type'],
): Record<string, string> {
  const rooms = toSearchRooms(criteria, kidsType);
  const query: Record<string, string | undefined> = {
    checkin: criteria.undated ? undefined : criteria.checkin,
    checkout: criteria.undated || criteria.isDayUse ? undefined : criteria.checkout,
    adults: String(criteria.rooms[0]?.adults ?? COUNTS.defaultAdults),
    rooms: JSON.stringify(rooms),
    kids_ages: kidsType === 'ages' && rooms.some((room) => room.children > 0) ? JSON.stringify(criteria.rooms.map((room) => room.ages)) : undefined,
    type: criteria.type,
    order: criteria.order,
    is_day_use: criteria.isDayUse ? 'true' : undefined,
    search_type: criteria.undated ? 'undated' : undefined,
    nights: criteria.undated ? String(criteria.nights) : undefined,
    filter: criteria.filter.length > 0 ? criteria.filter.join(',') : undefined,
    is_including_occupied: String(criteria.isIncludingOccupied),
    promo_code: criteria.promoCode || undefined,
    coupon_code: criteria.couponCode || undefined,
    mode: criteria.mode,
    room_type_codes: criteria.roomTypeCodes.length > 0 ? criteria.roomTypeCodes.join(',') : undefined,
    hotel_plan_codes: criteria.hotelPlanCodes.length > 0 ? criteria.hotelPlanCodes.join(',') : undefined,
  };
  return Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
