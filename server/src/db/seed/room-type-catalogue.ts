import type { LocalizedText } from '../../i18n/localized';

export type RoomTypeSeed = {
  code: string;
  names: LocalizedText;
  descriptions: LocalizedText;
  sizeSqm: number;
  bedTypes: LocalizedText;
  maxOccupancy: number;
  /** Nightly room-only price for one adult on an ordinary weekday, before the hotel's own factor. */
  baseYen: number;
  /** Rooms of this type the hotel sells on an ordinary night. */
  roomsTotal: number;
};

export const ROOM_TYPE_CATALOGUE = {
  'standard-single': {
    code: 'standard-single',
    names: { en: 'Standard Single', ja: 'スタンダードシングル' },
    descriptions: {
      en: 'A compact room with a single bed, a work desk and a rain shower.',
      ja: 'シングルベッドとワークデスク、レインシャワーを備えたコンパクトなお部屋です。',
    },
    sizeSqm: 15,
    bedTypes: { en: '1 single bed', ja: 'シングルベッド1台' },
    maxOccupancy: 1,
    baseYen: 9_000,
    roomsTotal: 12,
  },
  'standard-double': {
    code: 'standard-double',
    names: { en: 'Standard Double', ja: 'スタンダードダブル' },
    descriptions: {
      en: 'A cosy room with a 160 cm double bed, ideal for couples.',
      ja: '幅160cmのダブルベッドを備えた、おふたりに最適なお部屋です。',
    },
    sizeSqm: 19,
    bedTypes: { en: '1 double bed', ja: 'ダブルベッド1台' },
    maxOccupancy: 2,
    baseYen: 10_500,
    roomsTotal: 10,
  },
  'deluxe-twin': {
    code: 'deluxe-twin',
    names: { en: 'Deluxe Twin', ja: 'デラックスツイン' },
    descriptions: {
      en: 'Two single beds and a sofa bed by the window, with room for a third guest.',
      ja: 'シングルベッド2台と窓際のソファベッド。3名様までご利用いただけます。',
    },
    sizeSqm: 28,
    bedTypes: { en: '2 single beds and a sofa bed', ja: 'シングルベッド2台・ソファベッド1台' },
    maxOccupancy: 3,
    baseYen: 13_000,
    roomsTotal: 10,
  },
  'superior-king': {
    code: 'superior-king',
    names: { en: 'Superior King', ja: 'スーペリアキング' },
    descriptions: {
      en: 'A spacious corner room with a king-size bed and city views.',
      ja: 'キングサイズベッドと眺望が自慢の広々としたコーナールームです。',
    },
    sizeSqm: 32,
    bedTypes: { en: '1 king bed', ja: 'キングベッド1台' },
    maxOccupancy: 2,
    baseYen: 16_000,
    roomsTotal: 8,
  },
  'family-quad': {
    code: 'family-quad',
    names: { en: 'Family Room', ja: 'ファミリールーム' },
    descriptions: {
      en: 'Two double beds and a play corner, for families of up to four.',
      ja: 'ダブルベッド2台とキッズコーナー付き。4名様までのご家族向けです。',
    },
    sizeSqm: 42,
    bedTypes: { en: '2 double beds', ja: 'ダブルベッド2台' },
    maxOccupancy: 4,
    baseYen: 15_000,
    roomsTotal: 6,
  },
  'japanese-style': {
    code: 'japanese-style',
    names: { en: 'Japanese-Style Room', ja: '和室' },
    descriptions: {
      en: 'Tatami floor, futons laid out in the evening and a view of the garden.',
      ja: '畳敷きのお部屋。夕方にお布団をご用意します。お庭を望めます。',
    },
    sizeSqm: 45,
    bedTypes: { en: 'Futons for up to 5', ja: '布団（最大5組）' },
    maxOccupancy: 5,
    baseYen: 17_000,
    roomsTotal: 5,
  },
  'japanese-western': {
    code: 'japanese-western',
    names: { en: 'Japanese-Western Room', ja: '和洋室' },
    descriptions: {
      en: 'Twin beds plus a tatami area with futons, for up to five.',
      ja: 'ツインベッドとお布団を敷ける畳スペースのある和洋室。5名様まで。',
    },
    sizeSqm: 48,
    bedTypes: { en: '2 single beds and futons', ja: 'シングルベッド2台・布団' },
    maxOccupancy: 5,
    baseYen: 19_000,
    roomsTotal: 4,
  },
  'ocean-view-twin': {
    code: 'ocean-view-twin',
    names: { en: 'Ocean View Twin', ja: 'オーシャンビューツイン' },
    descriptions: {
      en: 'Two semi-double beds and a balcony facing the East China Sea.',
      ja: '東シナ海を望むバルコニー付き。セミダブルベッド2台のお部屋です。',
    },
    sizeSqm: 34,
    bedTypes: { en: '2 semi-double beds', ja: 'セミダブルベッド2台' },
    maxOccupancy: 3,
    baseYen: 18_000,
    roomsTotal: 12,
  },
  'junior-suite': {
    code: 'junior-suite',
    names: { en: 'Junior Suite', ja: 'ジュニアスイート' },
    descriptions: {
      en: 'A separate living area, a deep soaking tub and a king bed.',
      ja: '独立したリビングエリアと深めのバスタブ、キングベッドを備えたスイートです。',
    },
    sizeSqm: 55,
    bedTypes: { en: '1 king bed and a sofa bed', ja: 'キングベッド1台・ソファベッド1台' },
    maxOccupancy: 3,
    baseYen: 28_000,
    roomsTotal: 3,
  },
  'ocean-view-suite': {
    code: 'ocean-view-suite',
    names: { en: 'Ocean View Suite', ja: 'オーシャンビュースイート' },
    descriptions: {
      en: 'A corner suite with a wide terrace and an outdoor jacuzzi.',
      ja: '広いテラスと屋外ジャクジーを備えたコーナースイートです。',
    },
    sizeSqm: 70,
    bedTypes: { en: '1 king bed and 2 single beds', ja: 'キングベッド1台・シングルベッド2台' },
    maxOccupancy: 4,
    baseYen: 40_000,
    roomsTotal: 3,
  },
  'executive-suite': {
    code: 'executive-suite',
    names: { en: 'Executive Suite', ja: 'エグゼクティブスイート' },
    descriptions: {
      en: 'Our finest suite: two bedrooms, a dining table and lounge access.',
      ja: '2ベッドルームとダイニングを備え、ラウンジもご利用いただける最上級スイートです。',
    },
    sizeSqm: 85,
    bedTypes: { en: '1 king bed and 2 single beds', ja: 'キングベッド1台・シングルベッド2台' },
    maxOccupancy: 4,
    baseYen: 48_000,
    roomsTotal: 2,
  },
  'pool-villa': {
    code: 'pool-villa',
    names: { en: 'Pool Villa', ja: 'プールヴィラ' },
    descriptions: {
      en: 'A private villa with its own plunge pool and garden, for up to six.',
      ja: '専用プールとお庭を備えた、6名様まで泊まれるプライベートヴィラです。',
    },
    sizeSqm: 120,
    bedTypes: { en: '2 king beds and 2 sofa beds', ja: 'キングベッド2台・ソファベッド2台' },
    maxOccupancy: 6,
    baseYen: 65_000,
    roomsTotal: 2,
  },
} as const satisfies Record<string, RoomTypeSeed>;

export type RoomTypeCode = keyof typeof ROOM_TYPE_CATALOGUE;

/**
 * A room type's photos: its own, and for the larger rooms its bathroom and window view too, so results show both a
 * card with one photo and cards with a strip to move through.
 */
export function roomTypePhotos(code: RoomTypeCode): string[] {
  const own = `/photos/${code}.svg`;
  return code.startsWith('standard-') || code === 'family-quad' ? [own] : [own, '/photos/bathroom.svg', '/photos/window-view.svg'];
}
