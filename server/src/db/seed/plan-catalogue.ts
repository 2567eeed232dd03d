import type { PaymentMethod } from '#domain/constants/payment.ts';
import type { LocalizedText } from '../../i18n/localized';
import type { RoomTypeSeed } from './room-type-catalogue';

export type PlanSeed = {
  code: string;
  names: LocalizedText;
  descriptions: LocalizedText;
  meal: 'none' | 'breakfast' | 'half_board';
  isMemberOnly: boolean;
  isDayUse: boolean;
  minAdults: number;
  maxAdults: number | null;
  minChildren: number;
  maxChildren: number | null;
  minNights: number;
  minDaysBeforeCheckin: number;
  paymentMethods: readonly PaymentMethod[];
  saleLimit: number;
  /** Per-night cap of rooms this plan may sell, or null when only the room type's inventory limits it. */
  allotment: number | null;
  /** The plan's nightly price is `baseYen * pricePercent / 100 + addOnYen` before season and weekday. */
  pricePercent: number;
  addOnYen: number;
  offeredOn: (roomType: RoomTypeSeed) => boolean;
};

const ON_SITE_OR_CARD: readonly PaymentMethod[] = ['on_site', 'credit_card'];
const ON_SITE_ONLY: readonly PaymentMethod[] = ['on_site'];

const everyRoom = () => true;

const DEFAULTS = {
  isMemberOnly: false,
  isDayUse: false,
  minAdults: 1,
  maxAdults: null,
  minChildren: 0,
  maxChildren: null,
  minNights: 1,
  minDaysBeforeCheckin: 0,
  paymentMethods: ON_SITE_OR_CARD,
  saleLimit: 5,
  allotment: null,
  addOnYen: 0,
  offeredOn: everyRoom,
} as const;

export const PLAN_CATALOGUE = {
  'room-only': {
    ...DEFAULTS,
    code: 'room-only',
    names: { en: 'Room only', ja: '素泊まり' },
    descriptions: {
      en: 'Just the room, no meals. Check-in from 15:00, check-out by 11:00.',
      ja: 'お食事なしのシンプルなプランです。チェックイン15:00、チェックアウト11:00。',
    },
    meal: 'none',
    pricePercent: 100,
  },
  breakfast: {
    ...DEFAULTS,
    code: 'breakfast',
    names: { en: 'Breakfast included', ja: '朝食付き' },
    descriptions: {
      en: 'A buffet breakfast for every guest in the room.',
      ja: 'ご宿泊の皆様に朝食ブッフェをご用意します。',
    },
    meal: 'breakfast',
    pricePercent: 100,
    addOnYen: 2_500,
  },
  'half-board': {
    ...DEFAULTS,
    code: 'half-board',
    names: { en: 'Dinner and breakfast', ja: '1泊2食付き' },
    descriptions: {
      en: 'A seasonal dinner course on the night of arrival and breakfast the next morning.',
      ja: 'ご到着日の季節のディナーコースと翌朝の朝食付きです。',
    },
    meal: 'half_board',
    pricePercent: 100,
    addOnYen: 9_000,
    offeredOn: (roomType) => roomType.maxOccupancy >= 2,
  },
  kaiseki: {
    ...DEFAULTS,
    code: 'kaiseki',
    names: { en: 'Kyoto kaiseki dinner and breakfast', ja: '京懐石 1泊2食付き' },
    descriptions: {
      en: 'A multi-course kaiseki dinner served in your room, and a Japanese breakfast.',
      ja: 'お部屋でいただく京懐石の夕食と和朝食付きです。',
    },
    meal: 'half_board',
    pricePercent: 100,
    addOnYen: 15_000,
    saleLimit: 4,
    offeredOn: (roomType) => roomType.maxOccupancy >= 2,
  },
  'member-room-only': {
    ...DEFAULTS,
    code: 'member-room-only',
    names: { en: "Members' rate, room only", ja: '会員限定 素泊まり' },
    descriptions: {
      en: 'For members only: 10% off the room-only rate.',
      ja: '会員様限定。素泊まり料金から10%お得です。',
    },
    meal: 'none',
    isMemberOnly: true,
    pricePercent: 90,
    saleLimit: 3,
  },
  'member-breakfast': {
    ...DEFAULTS,
    code: 'member-breakfast',
    names: { en: "Members' rate with breakfast", ja: '会員限定 朝食付き' },
    descriptions: {
      en: "For members only: breakfast included at a members' price.",
      ja: '会員様限定。朝食付きプランを会員価格でご提供します。',
    },
    meal: 'breakfast',
    isMemberOnly: true,
    pricePercent: 90,
    addOnYen: 2_500,
    saleLimit: 3,
  },
  'non-refundable': {
    ...DEFAULTS,
    code: 'non-refundable',
    names: { en: 'Non-refundable saver', ja: '返金不可 スーパーセーバー' },
    descriptions: {
      en: 'Our lowest flexible-date rate. No changes or refunds after booking.',
      ja: '最安値プラン。ご予約後の変更・返金はできません。',
    },
    meal: 'none',
    pricePercent: 85,
  },
  'early-bird-30': {
    ...DEFAULTS,
    code: 'early-bird-30',
    names: { en: 'Early bird: 30 days ahead', ja: '早割30' },
    descriptions: {
      en: 'Book at least 30 days before arrival and save 12%.',
      ja: 'ご到着の30日前までのご予約で12%お得です。',
    },
    meal: 'none',
    pricePercent: 88,
    minDaysBeforeCheckin: 30,
  },
  'long-stay-3': {
    ...DEFAULTS,
    code: 'long-stay-3',
    names: { en: 'Long stay: 3 nights or more', ja: '連泊割 3泊以上' },
    descriptions: {
      en: 'Stay 3 nights or longer and save 15% on every night.',
      ja: '3泊以上のご連泊で毎泊15%お得です。',
    },
    meal: 'none',
    pricePercent: 85,
    minNights: 3,
  },
  'solo-traveller': {
    ...DEFAULTS,
    code: 'solo-traveller',
    names: { en: 'Solo traveller with breakfast', ja: 'おひとり様 朝食付き' },
    descriptions: {
      en: 'For one adult travelling alone, breakfast included.',
      ja: 'おひとり旅の大人1名様向け。朝食付きです。',
    },
    meal: 'breakfast',
    maxAdults: 1,
    maxChildren: 0,
    pricePercent: 95,
    addOnYen: 2_000,
    paymentMethods: ON_SITE_ONLY,
    saleLimit: 1,
    offeredOn: (roomType) => roomType.maxOccupancy <= 3,
  },
  'family-fun': {
    ...DEFAULTS,
    code: 'family-fun',
    names: { en: "Family plan: kids' breakfast free", ja: 'ファミリープラン お子様朝食無料' },
    descriptions: {
      en: 'For families with children: breakfast for everyone, free for the kids.',
      ja: 'お子様連れのご家族向け。朝食付きで、お子様の朝食は無料です。',
    },
    meal: 'breakfast',
    minChildren: 1,
    pricePercent: 100,
    addOnYen: 2_500,
    saleLimit: 3,
    offeredOn: (roomType) => roomType.maxOccupancy >= 3,
  },
  anniversary: {
    ...DEFAULTS,
    code: 'anniversary',
    names: { en: 'Anniversary for two', ja: '記念日プラン' },
    descriptions: {
      en: 'Sparkling wine, a cake, breakfast and late check-out, for two adults.',
      ja: 'スパークリングワイン、ケーキ、朝食、レイトチェックアウト付き。大人2名様限定です。',
    },
    meal: 'breakfast',
    minAdults: 2,
    maxAdults: 2,
    maxChildren: 0,
    pricePercent: 105,
    addOnYen: 8_000,
    saleLimit: 1,
    offeredOn: (roomType) => roomType.maxOccupancy >= 2,
  },
  'flash-sale': {
    ...DEFAULTS,
    code: 'flash-sale',
    names: { en: 'Flash sale: limited rooms', ja: '数量限定タイムセール' },
    descriptions: {
      en: 'Two rooms a night at 20% off, while they last.',
      ja: '毎日2室限定、20%オフの特別価格です。',
    },
    meal: 'none',
    pricePercent: 80,
    allotment: 2,
    saleLimit: 2,
    offeredOn: (roomType) => roomType.baseYen <= 16_000,
  },
  'day-use-5h': {
    ...DEFAULTS,
    code: 'day-use-5h',
    names: { en: 'Day use: up to 5 hours', ja: 'デイユース 最大5時間' },
    descriptions: {
      en: 'Use the room for up to 5 hours between 10:00 and 20:00. No overnight stay.',
      ja: '10:00〜20:00の間で最大5時間ご利用いただけます。宿泊はできません。',
    },
    meal: 'none',
    isDayUse: true,
    pricePercent: 45,
    paymentMethods: ON_SITE_ONLY,
    saleLimit: 3,
  },
  'day-use-daytime': {
    ...DEFAULTS,
    code: 'day-use-daytime',
    names: { en: 'Daytime stay 10:00 to 17:00', ja: 'デイユース 10:00〜17:00' },
    descriptions: {
      en: 'The room is yours from 10:00 to 17:00, with a lunch voucher.',
      ja: '10:00〜17:00までお部屋をご利用いただけます。ランチ券付き。',
    },
    meal: 'none',
    isDayUse: true,
    pricePercent: 55,
    addOnYen: 1_500,
    paymentMethods: ON_SITE_ONLY,
    saleLimit: 3,
  },
} as const satisfies Record<string, PlanSeed>;

export type PlanCode = keyof typeof PLAN_CATALOGUE;
