import { JAPAN_PLACES, type JapanPlace } from '#domain/constants/japan-places.ts';
import type { HotelAmenity, HotelType, MealPlan } from '#domain/entities/ota-criteria.ts';
import { isDayOff } from '#domain/rules/japan-holidays.ts';
import { addDays } from '#domain/rules/nights.ts';
import { createPrng } from '../db/seed/prng';

// The travel-agency site's catalogue (issue 23, ADR 240): a few hundred hotels across Japan's 47 prefectures,
// generated from a fixed seed so every run, test and demo sees the same ones. It is computed in memory on first
// use (a few milliseconds) rather than stored: prices and stock are functions of the date, so the seeded database
// image every server test copies stays as small and as quick to build as before. The three hotels the site
// already sells (bw_to_ota_enabled) are part of it under their own codes, so their results lead to real rooms.

export type CatalogueHotel = {
  code: string;
  /** The hotels row when it is one the site sells through the standard booking pages. */
  sold: boolean;
  name: { en: string; ja: string };
  place: JapanPlace;
  lat: number;
  lon: number;
  type: HotelType;
  amenities: readonly HotelAmenity[];
  /** Meal plans offered; a hotel with dinner serves it with breakfast (half board). */
  meals: readonly MealPlan[];
  /** Room only, two adults, a plain weekday (yen, tax included). */
  basePrice: number;
  /** Guests one room takes. */
  capacity: number;
  rooms: number;
  rating: number;
  reviewCount: number;
  /** Hue of its generated photo. */
  hue: number;
};

const NAME_WORDS: readonly [string, string][] = [
  ['Kasumi', '霞'], ['Sakura', '桜'], ['Matsu', '松'], ['Tsuki', '月'], ['Kaze', '風'], ['Hana', '花'], ['Yuki', '雪'],
  ['Mizu', '水'], ['Hoshi', '星'], ['Take', '竹'], ['Kiku', '菊'], ['Momiji', '紅葉'], ['Aoi', '葵'], ['Shiro', '白'],
  ['Nami', '波'], ['Sora', '空'], ['Kawa', '川'],
];

const TYPE_SHARES: Record<JapanPlace['character'], [HotelType, number][]> = {
  onsen: [['ryokan', 0.6], ['resort', 0.25], ['city', 0.1], ['business', 0.05]],
  beach: [['resort', 0.6], ['city', 0.2], ['ryokan', 0.1], ['business', 0.1]],
  city: [['city', 0.45], ['business', 0.4], ['ryokan', 0.15]],
  nature: [['resort', 0.4], ['ryokan', 0.4], ['business', 0.2]],
};

const HOTELS_PER_PLACE: Record<JapanPlace['kind'], number> = { prefecture: 3, city: 5, area: 6 };
const CAPACITY: Record<HotelType, number> = { business: 2, city: 3, resort: 5, ryokan: 4 };
const PRICE_RANGE: Record<HotelType, [number, number]> = {
  business: [7_000, 12_000],
  city: [14_000, 32_000],
  resort: [22_000, 55_000],
  ryokan: [20_000, 60_000],
};

function pick<T>(draw: number, shares: readonly [T, number][]): T {
  let sum = 0;
  for (const [value, share] of shares) {
    sum += share;
    if (draw < sum) return value;
  }
  return shares[shares.length - 1]![0];
}

function hotelName(type: HotelType, word: [string, string], place: JapanPlace): { en: string; ja: string } {
  const placeJa = place.ja.replace(/[県府都]$/, '');
  const placeEn = place.en.replace(/ Prefecture$/, '');
  switch (type) {
    case 'ryokan':
      return { en: `${placeEn} Ryokan ${word[0]}-tei`, ja: `${placeJa} 旅館 ${word[1]}亭` };
    case 'resort':
      return { en: `${word[0]} Resort ${placeEn}`, ja: `${word[1]}リゾート${placeJa}` };
    case 'city':
      return { en: `Hotel ${word[0]} ${placeEn}`, ja: `ホテル${word[1]} ${placeJa}` };
    case 'business':
      return { en: `${word[0]} Inn ${placeEn}`, ja: `${word[1]}イン${placeJa}` };
  }
}

function amenitiesOf(type: HotelType, place: JapanPlace, draw: () => number): HotelAmenity[] {
  const onsenArea = place.character === 'onsen';
  const chances: Record<HotelAmenity, number> = {
    onsen: { ryokan: onsenArea ? 1 : 0.8, resort: onsenArea ? 0.7 : 0.25, city: onsenArea ? 0.3 : 0.05, business: 0.15 }[type],
    private_open_air_bath: { ryokan: 0.4, resort: 0.2, city: 0.02, business: 0 }[type],
    pool: { ryokan: 0.05, resort: 0.8, city: 0.25, business: 0 }[type],
    pets: { ryokan: 0.1, resort: 0.25, city: 0.05, business: 0.05 }[type],
    parking: { ryokan: 0.8, resort: 0.85, city: 0.4, business: 0.6 }[type],
    beach: place.character === 'beach' ? { ryokan: 0.5, resort: 0.9, city: 0.3, business: 0.1 }[type] : 0,
    sauna: { ryokan: 0.2, resort: 0.4, city: 0.25, business: 0.2 }[type],
  };
  return (Object.keys(chances) as HotelAmenity[]).filter((amenity) => draw() < chances[amenity]);
}

function mealsOf(type: HotelType, draw: () => number): MealPlan[] {
  const meals: MealPlan[] = ['breakfast'];
  if (type === 'ryokan' || (type === 'resort' && draw() < 0.7)) meals.push('dinner');
  if (type !== 'ryokan' || draw() < 0.3) meals.push('room_only');
  return meals;
}

/** The hotels the site already sells, described for the search (their rooms and prices are the database's). */
const SOLD_HOTELS: readonly (Omit<CatalogueHotel, 'place' | 'lat' | 'lon'> & { placeId: string })[] = [
  {
    code: 'sakura-tokyo', sold: true, name: { en: 'Sakura Hotel Tokyo Ginza', ja: 'さくらホテル東京銀座' }, placeId: 'ginza',
    type: 'city', amenities: ['sauna'], meals: ['breakfast', 'room_only'], basePrice: 24_000, capacity: 3, rooms: 10,
    rating: 4.3, reviewCount: 812, hue: 340,
  },
  {
    code: 'sakura-kyoto', sold: true, name: { en: 'Sakura Hotel Kyoto Higashiyama', ja: 'さくらホテル京都東山' }, placeId: 'kyoto',
    type: 'city', amenities: ['onsen', 'parking'], meals: ['breakfast', 'room_only'], basePrice: 26_000, capacity: 3, rooms: 10,
    rating: 4.5, reviewCount: 640, hue: 350,
  },
  {
    code: 'umi-okinawa', sold: true, name: { en: 'Umi Resort Okinawa Onna', ja: '海リゾート沖縄恩納' }, placeId: 'onna',
    type: 'resort', amenities: ['pool', 'beach', 'parking'], meals: ['breakfast', 'dinner', 'room_only'], basePrice: 30_000,
    capacity: 4, rooms: 10, rating: 4.6, reviewCount: 1_204, hue: 190,
  },
];

function build(): CatalogueHotel[] {
  const draw = createPrng(2300);
  const hotels: CatalogueHotel[] = [];
  for (const sold of SOLD_HOTELS) {
    const place = JAPAN_PLACES.find((p) => p.id === sold.placeId)!;
    const { placeId: _placeId, ...rest } = sold;
    hotels.push({ ...rest, place, lat: place.lat + 0.004, lon: place.lon + 0.004 });
  }
  JAPAN_PLACES.forEach((place, placeIndex) => {
    for (let n = 0; n < HOTELS_PER_PLACE[place.kind]; n++) {
      const type = pick(draw(), TYPE_SHARES[place.character]);
      const word = NAME_WORDS[(placeIndex * 5 + n) % NAME_WORDS.length]!;
      const amenities = amenitiesOf(type, place, draw);
      const [low, high] = PRICE_RANGE[type];
      const premium = amenities.includes('private_open_air_bath') ? 1.5 : 1;
      hotels.push({
        code: `jp-${place.id}-${n + 1}`,
        sold: false,
        name: hotelName(type, word, place),
        place,
        lat: place.lat + (draw() - 0.5) * 0.06,
        lon: place.lon + (draw() - 0.5) * 0.06,
        type,
        amenities,
        meals: mealsOf(type, draw),
        basePrice: Math.round(((low + draw() * (high - low)) * premium) / 100) * 100,
        capacity: CAPACITY[type],
        rooms: 3 + Math.floor(draw() * 8),
        rating: Math.round((3 + draw() * 1.9) * 10) / 10,
        reviewCount: 5 + Math.floor(draw() ** 2 * 2000),
        hue: Math.floor(draw() * 360),
      });
    }
  });
  return hotels;
}

let catalogue: CatalogueHotel[] | undefined;

export function otaCatalogue(): readonly CatalogueHotel[] {
  catalogue ??= build();
  return catalogue;
}

/** A small, stable number in [0, 1) for a hotel and a night: the night's demand and stock. */
function nightDraw(code: string, date: string): number {
  let hash = 2166136261;
  for (const char of `${code}|${date}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return ((hash >>> 0) % 10_000) / 10_000;
}

/** Rooms left on a night; the catalogue sells a year ahead of `today`. */
export function roomsLeft(hotel: CatalogueHotel, date: string, today: string, lastDay: string): number {
  if (date < today || date > lastDay) return 0;
  const draw = nightDraw(hotel.code, date);
  if (draw < 0.06) return 0;
  return 1 + Math.floor(draw * hotel.rooms);
}

const MEAL_PRICE: Record<HotelType, { breakfast: number; dinner: number }> = {
  business: { breakfast: 1_200, dinner: 3_000 },
  city: { breakfast: 2_500, dinner: 6_000 },
  resort: { breakfast: 3_000, dinner: 8_000 },
  ryokan: { breakfast: 2_500, dinner: 10_000 },
};

/**
 * One room's price for a night (yen, tax included): the base scaled for the guests, dearer before a day off, in
 * summer and over the new year, plus the meals asked for per guest.
 */
export function nightlyPrice(hotel: CatalogueHotel, date: string, adults: number, children: number, meals: readonly MealPlan[]): number {
  const monthDay = date.slice(5);
  let factor = 0.75 + 0.125 * adults + 0.06 * children;
  if (isDayOff(addDays(date, 1))) factor *= 1.25;
  if (monthDay >= '07-20' && monthDay <= '08-31') factor *= 1.2;
  if (monthDay >= '12-28' || monthDay <= '01-03') factor *= 1.5;
  factor *= 0.95 + nightDraw(hotel.code, date) * 0.1;
  const guests = adults + children;
  const food = MEAL_PRICE[hotel.type];
  const extras = (meals.includes('breakfast') ? food.breakfast : 0) + (meals.includes('dinner') ? food.dinner : 0);
  return Math.round((hotel.basePrice * factor + extras * guests) / 100) * 100;
}
