// The airports the stay-plus-flight packages fly between (issue 23, ADR 253): Japan's major airports and a few
// regional ones, with the names a Japanese traveller reads (the packages are sold in Japanese only) and an English
// name for the other catalogs' needs. Coordinates choose the airport nearest a hotel.

export const AIRPORT_CODES = ['HND', 'NRT', 'ITM', 'KIX', 'NGO', 'CTS', 'SDJ', 'KMQ', 'HIJ', 'FUK', 'KOJ', 'OKA', 'ISG'] as const;
export type AirportCode = (typeof AIRPORT_CODES)[number];

export type Airport = { code: AirportCode; name: { ja: string; en: string }; lat: number; lon: number };

export const AIRPORTS: Readonly<Record<AirportCode, Airport>> = {
  HND: { code: 'HND', name: { ja: '東京（羽田）', en: 'Tokyo Haneda' }, lat: 35.549, lon: 139.78 },
  NRT: { code: 'NRT', name: { ja: '東京（成田）', en: 'Tokyo Narita' }, lat: 35.772, lon: 140.393 },
  ITM: { code: 'ITM', name: { ja: '大阪（伊丹）', en: 'Osaka Itami' }, lat: 34.785, lon: 135.438 },
  KIX: { code: 'KIX', name: { ja: '大阪（関西）', en: 'Osaka Kansai' }, lat: 34.434, lon: 135.244 },
  NGO: { code: 'NGO', name: { ja: '名古屋（中部）', en: 'Nagoya Chubu' }, lat: 34.858, lon: 136.805 },
  CTS: { code: 'CTS', name: { ja: '札幌（新千歳）', en: 'Sapporo New Chitose' }, lat: 42.775, lon: 141.692 },
  SDJ: { code: 'SDJ', name: { ja: '仙台', en: 'Sendai' }, lat: 38.14, lon: 140.917 },
  KMQ: { code: 'KMQ', name: { ja: '小松', en: 'Komatsu' }, lat: 36.395, lon: 136.407 },
  HIJ: { code: 'HIJ', name: { ja: '広島', en: 'Hiroshima' }, lat: 34.436, lon: 132.919 },
  FUK: { code: 'FUK', name: { ja: '福岡', en: 'Fukuoka' }, lat: 33.586, lon: 130.451 },
  KOJ: { code: 'KOJ', name: { ja: '鹿児島', en: 'Kagoshima' }, lat: 31.803, lon: 130.719 },
  OKA: { code: 'OKA', name: { ja: '沖縄（那覇）', en: 'Okinawa Naha' }, lat: 26.196, lon: 127.646 },
  ISG: { code: 'ISG', name: { ja: '石垣', en: 'Ishigaki' }, lat: 24.397, lon: 124.245 },
};

/** Great-circle distance in kilometres. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The airport nearest a place. */
export function nearestAirport(place: { lat: number; lon: number }): Airport {
  let best = AIRPORTS.HND;
  for (const code of AIRPORT_CODES) {
    if (distanceKm(place, AIRPORTS[code]) < distanceKm(place, best)) best = AIRPORTS[code];
  }
  return best;
}
