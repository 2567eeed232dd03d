import MiniSearch from 'minisearch';
import { PREFECTURES } from '#domain/constants/prefectures.ts';
import type { HotelAmenity, HotelType } from '#domain/entities/ota-criteria.ts';
import type { CatalogueHotel } from './ota-catalogue';

// The catalogue's full-text index (ADR 240): MiniSearch, with Japanese cut into words by Intl.Segmenter (the
// runtime's ICU dictionary, no package) and every run of kanji or kana also cut into overlapping pairs, so
// "箱根温泉" finds a hotel however the segmenter split either side. Latin text is matched with prefixes and one typo.

const TYPE_WORDS: Record<HotelType, string> = {
  ryokan: 'ryokan japanese inn 旅館 和風',
  city: 'city hotel シティホテル',
  resort: 'resort リゾート',
  business: 'business hotel ビジネスホテル',
};

const AMENITY_WORDS: Record<HotelAmenity, string> = {
  onsen: 'onsen hot spring 温泉 大浴場',
  private_open_air_bath: 'private open-air bath in room 露天風呂付き客室',
  pool: 'pool プール',
  pets: 'pets dogs ペット',
  parking: 'parking 駐車場',
  beach: 'beach seaside ビーチ 海',
  sauna: 'sauna サウナ',
};

const segmenter = new Intl.Segmenter('ja', { granularity: 'word' });
const CJK_RUN = /[\u3040-\u30ff\u3400-\u9fff]{2,}/g;

/** Words, plus two-character pieces of every Japanese run. */
export function tokenize(text: string): string[] {
  const normalized = text.normalize('NFKC').toLowerCase();
  const tokens: string[] = [];
  for (const { segment, isWordLike } of segmenter.segment(normalized)) if (isWordLike) tokens.push(segment);
  for (const run of normalized.match(CJK_RUN) ?? []) {
    for (let i = 0; i < run.length - 1; i++) tokens.push(run.slice(i, i + 2));
  }
  return tokens;
}

type Doc = { id: string; name: string; place: string; kind: string };

export function buildCatalogueIndex(hotels: readonly CatalogueHotel[]): MiniSearch<Doc> {
  const index = new MiniSearch<Doc>({
    fields: ['name', 'place', 'kind'],
    tokenize,
    searchOptions: {
      tokenize,
      boost: { name: 2 },
      prefix: (term) => /^[a-z]{3,}$/.test(term),
      fuzzy: (term) => (/^[a-z]{5,}$/.test(term) ? 1 : false),
      combineWith: 'OR',
    },
  });
  index.addAll(
    hotels.map((hotel) => {
      const prefecture = PREFECTURES.find((p) => p.code === hotel.place.prefecture);
      return {
        id: hotel.code,
        name: `${hotel.name.en} ${hotel.name.ja}`,
        place: [hotel.place.en, hotel.place.ja, hotel.place.kana, ...hotel.place.aliases, prefecture?.en, prefecture?.ja].join(' '),
        kind: [TYPE_WORDS[hotel.type], ...hotel.amenities.map((a) => AMENITY_WORDS[a])].join(' '),
      };
    }),
  );
  return index;
}
