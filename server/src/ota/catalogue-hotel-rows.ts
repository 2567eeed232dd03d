import { BOOK_LANGUAGES, UI_LOCALES } from '#domain/constants/locales.ts';
import { AMOUNTS } from '#domain/constants/limits.ts';
import type { HotelType, MealPlan } from '#domain/entities/ota-criteria.ts';
import { addDays } from '#domain/rules/nights.ts';
import type { Database } from '../db/open-database';
import { prepareHotelSeeder } from '../db/seed';
import type { HotelSeed } from '../db/seed/hotels';
import { KIDS_TIERS } from '../db/seed/kids-tiers';
import type { PlanCode, PlanSeed } from '../db/seed/plan-catalogue';
import type { RoomTypeCode, RoomTypeSeed } from '../db/seed/room-type-catalogue';
import { seedHotelCancellationPolicies, seedHotelChildRates } from '../db/seed/search-and-results';
import { nightlyPrice, otaCatalogue, roomsLeft, type CatalogueHotel } from './ota-catalogue';

// The catalogue's own hotels (ADR 240) are listed from memory; to be booked they need what every sold hotel has:
// rows for the hotel, its room types, plans, nightly stock and rates, which every booking call reads (ADR 252).
// They are written the first time the hotel's page asks for its settings or a client session, as a real agency
// loads a partner hotel's inventory from its feed when the hotel is first opened, so the seeded database image
// every server test copies stays as small as before. Stock and prices are the catalogue's own functions of the
// date, so the room page shows what the search promised.

/** The brand the agency's partner hotels are sold under: sessions, verifications and kept bookings are its. */
export const PARTNER_BRAND = { id: 3, name: 'Japan Partner Hotels' } as const;

/** Nights on sale from the day the hotel is first opened, as the catalogue search counts them. */
const SALE_DAYS = 365;

const ROOM_TYPES: Record<HotelType, readonly [RoomTypeCode, RoomTypeCode]> = {
  business: ['standard-single', 'standard-double'],
  city: ['standard-double', 'deluxe-twin'],
  resort: ['deluxe-twin', 'japanese-western'],
  ryokan: ['japanese-style', 'japanese-western'],
};

const PLAN_OF_MEAL: Record<MealPlan, PlanCode> = { room_only: 'room-only', breakfast: 'breakfast', dinner: 'half-board' };
const MEALS_OF_PLAN: Partial<Record<PlanCode, readonly MealPlan[]>> = {
  'room-only': [],
  breakfast: ['breakfast'],
  'half-board': ['breakfast', 'dinner'],
};

/** Hotel ids the catalogue search already answers for these hotels (10,000 + place in the catalogue). */
function hotelIdOf(hotel: CatalogueHotel): number {
  return 10_000 + otaCatalogue().indexOf(hotel);
}

function hotelSeed(hotel: CatalogueHotel): HotelSeed {
  return {
    id: hotelIdOf(hotel),
    brandId: PARTNER_BRAND.id,
    code: hotel.code,
    name: hotel.name.en,
    url: `https://${hotel.code}.partner-hotels.example/`,
    locale: 'ja',
    bookLanguages: BOOK_LANGUAGES,
    availableLanguages: UI_LOCALES,
    buttonColour: '#c21e58',
    headerColour: '#3b1f2b',
    logo: null,
    favicon: null,
    bwToOtaEnabled: true,
    websiteHeaderHtml: null,
    websiteFooterHtml: null,
    kidsSetting: {
      kids_type: 'tiers',
      accept_type: 'accept',
      kids_bed_type: 'separate_bed',
      shared_bed_type: 'none',
      max_children_per_adult: 3,
      max_child_age: 12,
    },
    kidsTiers: [KIDS_TIERS.A, KIDS_TIERS.B, KIDS_TIERS.C],
    maxGuestsPerRoom: null,
    multiRoomsSearchEnabled: true,
    multiRoomsSearchLimit: 5,
    dayUseSearchActive: false,
    mcpEnabled: true,
    couponActive: false,
    showPricesTaxIncluded: true,
    kanjiNameRequired: false,
    customerAddressRequired: false,
    reservablePeriodMonths: 12,
    tier: null,
    siteController: null,
    pubnubAuthKey: null,
    paymentProvider: null,
    paymentHubIntegrationType: null,
    bankTransferAccount: null,
    morePaymentMethods: {},
    roomTypes: ROOM_TYPES[hotel.type],
    plans: hotel.meals.map((meal) => PLAN_OF_MEAL[meal]),
    // Unused: the calendar below prices every night.
    pricePercent: 100,
    seasons: [],
  };
}

/** The second, larger room type costs this much more than the first. */
const LARGER_ROOM_FACTOR = 1.2;

/**
 * The stored one-adult rate, tax excluded, for which the standard occupancy rule (a second adult adds half) gives
 * two adults in the first room type the catalogue's nightly price with tax: the price the search listed.
 */
export function catalogueRate(hotel: CatalogueHotel, roomType: Pick<RoomTypeSeed, 'code'>, plan: Pick<PlanSeed, 'code'>, date: string): number {
  const meals = MEALS_OF_PLAN[plan.code as PlanCode] ?? [];
  const twoAdults = nightlyPrice(hotel, date, 2, 0, meals) * (ROOM_TYPES[hotel.type][0] === roomType.code ? 1 : LARGER_ROOM_FACTOR);
  return Math.round(twoAdults / 1.5 / (1 + AMOUNTS.consumptionTaxPercent / 100) / 100) * 100;
}

/** The catalogue's rooms left on a night, shared between the hotel's two room types (the first takes the odd one). */
export function catalogueInventory(hotel: CatalogueHotel, position: number, date: string, today: string): number {
  const left = roomsLeft(hotel, date, today, addDays(today, SALE_DAYS - 1));
  return position === 0 ? Math.ceil(left / 2) : Math.floor(left / 2);
}

/**
 * Writes the rows of a catalogue hotel the first time it is asked for; a code already in `hotels` (a sold hotel,
 * or one written before) or not in the catalogue is left alone. `today` is Japan's date.
 */
export function ensureCatalogueHotelRows(db: Database, code: string, today: string): void {
  if (db.prepare<[string], { id: number }>('SELECT id FROM hotels WHERE code = ?').get(code)) return;
  const hotel = otaCatalogue().find((entry) => entry.code === code && !entry.sold);
  if (!hotel) return;
  const seed = hotelSeed(hotel);
  // The partner hotels embed where the site's own hotels may: the first hotel's allowed host pages.
  const origins = db
    .prepare<[], { origin: string }>('SELECT origin FROM hotel_allowed_origins WHERE hotel_id = (SELECT MIN(id) FROM hotels)')
    .all()
    .map((row) => row.origin);
  db.transaction(() => {
    db.prepare('INSERT OR IGNORE INTO hotel_brands (id, name) VALUES (?, ?)').run(PARTNER_BRAND.id, PARTNER_BRAND.name);
    prepareHotelSeeder(db, today, origins, {
      inventory: (_roomType, position, date) => catalogueInventory(hotel, position, date, today),
      rate: (roomType, plan, date) => catalogueRate(hotel, roomType, plan, date),
    })(seed);
    seedHotelChildRates(db, seed.id);
    seedHotelCancellationPolicies(db, seed.id);
  })();
}
