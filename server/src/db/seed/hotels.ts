import type { BookLanguage, UiLocale } from '#domain/constants/locales.ts';
import type { PaymentHubConfig, PaymentMethod, PaymentProvider } from '#domain/constants/payment.ts';
import type { BankTransferAccount } from '#domain/entities/bank-transfer.ts';
import { BOOK_LANGUAGES, UI_LOCALES } from '#domain/constants/locales.ts';
import type { KidsSetting, KidsTier } from '#domain/entities/settings.ts';
import { KIDS_TIERS } from './kids-tiers';
import type { PlanCode } from './plan-catalogue';
import type { RoomTypeCode } from './room-type-catalogue';

/** A price multiplier for dates whose month-day falls in [from, to] (MM-DD, may wrap the new year). */
export type Season = { from: string; to: string; factor: number };

export type HotelSeed = {
  id: number;
  brandId: number;
  code: string;
  name: string;
  url: string;
  locale: UiLocale;
  bookLanguages: readonly BookLanguage[];
  availableLanguages: readonly UiLocale[];
  buttonColour: string;
  headerColour: string;
  logo: string | null;
  /** The browser tab's icon; one SVG for every size. */
  favicon: string | null;
  /** Sold on the travel-agency (OTA) site too (settings bw_to_ota_enabled). */
  bwToOtaEnabled: boolean;
  websiteHeaderHtml: string | null;
  websiteFooterHtml: string | null;
  kidsSetting: KidsSetting;
  kidsTiers: readonly KidsTier[];
  maxGuestsPerRoom: number | null;
  multiRoomsSearchEnabled: boolean;
  multiRoomsSearchLimit: number;
  dayUseSearchActive: boolean;
  mcpEnabled: boolean;
  couponActive: boolean;
  showPricesTaxIncluded: boolean;
  kanjiNameRequired: boolean;
  customerAddressRequired: boolean;
  reservablePeriodMonths: number;
  /** Request header values the app sends for this hotel (document 2 section 7.1); null when it has none. */
  tier: string | null;
  siteController: string | null;
  pubnubAuthKey: string | null;
  /** The card payment provider (settings payment_gateway_setting, ADR 237); null keeps the stand-in tokenizer. */
  paymentProvider: PaymentProvider | null;
  /** The payment hub's configuration (settings payment_hub_integration_type, ADR 248); only for payment_hub. */
  paymentHubIntegrationType: PaymentHubConfig | null;
  /** The account bank transfers go to (ADR 250); null: the hotel takes none. */
  bankTransferAccount: BankTransferAccount | null;
  /** Methods this hotel's plans offer beyond the catalogue's (ADR 250). */
  morePaymentMethods: Partial<Record<PlanCode, readonly PaymentMethod[]>>;
  /** Room types in display order ("recommended" sort). */
  roomTypes: readonly RoomTypeCode[];
  plans: readonly PlanCode[];
  /** Percent applied to the catalogue's base prices: a Ginza room costs more than one in Namba. */
  pricePercent: number;
  /** First match wins, so put holidays before the longer seasons around them. */
  seasons: readonly Season[];
};

export const BRANDS = [
  { id: 1, name: 'Sakura Hotels & Resorts' },
  { id: 2, name: 'Umi Resorts' },
] as const;

const HOLIDAYS: readonly Season[] = [
  { from: '12-28', to: '01-03', factor: 1.5 },
  { from: '04-29', to: '05-05', factor: 1.4 },
  { from: '08-10', to: '08-16', factor: 1.35 },
];
const WINTER_LOW: Season = { from: '01-10', to: '02-28', factor: 0.85 };
const CHERRY_BLOSSOM: Season = { from: '03-25', to: '04-07', factor: 1.25 };

// Like many a CMS export, it carries a tracking script and an inline handler: the app must strip both (its
// browser tests check that neither ever runs).
const KYOTO_HEADER_HTML = [
  '<div class="site-header">',
  '<script>window.__hbwHotelScriptRan = true;</script>',
  '<img src="/hotel-badge.png" alt="" width="1" height="1" onerror="window.__hbwHotelScriptRan = true">',
  '<a href="https://kyoto.sakura-hotels.example/"><strong>{facility_name}</strong></a>',
  '<span> by {brand_name}</span>',
  '<nav><a href="https://kyoto.sakura-hotels.example/access">Access</a> | ',
  '<a href="https://kyoto.sakura-hotels.example/dining">Dining</a></nav>',
  '</div>',
].join('');

const KYOTO_FOOTER_HTML = [
  '<div class="site-footer">',
  '<p>&copy; {brand_name}. {facility_name}, 2-1 Higashiyama, Kyoto.</p>',
  '<a href="https://kyoto.sakura-hotels.example/privacy">Privacy policy</a> · ',
  '<a href="https://www.sakura-hotels.example/">All {brand_name} hotels</a>',
  '</div>',
].join('');

const COMMON = {
  bookLanguages: BOOK_LANGUAGES,
  couponActive: true,
  showPricesTaxIncluded: true,
  kanjiNameRequired: false,
  customerAddressRequired: false,
  mcpEnabled: false,
  dayUseSearchActive: false,
  websiteHeaderHtml: null,
  websiteFooterHtml: null,
  maxGuestsPerRoom: null,
  multiRoomsSearchEnabled: true,
  tier: null,
  siteController: null,
  pubnubAuthKey: null,
  paymentProvider: null,
  paymentHubIntegrationType: null,
  bankTransferAccount: null,
  morePaymentMethods: {},
} as const;

/** What every Umi resort shares: the brand's look, its children's rules and its search limits. */
const UMI_BRAND = {
  ...COMMON,
  brandId: 2,
  locale: 'ja',
  buttonColour: '#0a7ea4',
  headerColour: '#053b50',
  logo: '/brand-assets/umi-resorts-logo.svg',
  favicon: '/brand-assets/umi-resorts-favicon.svg',
  kidsSetting: {
    kids_type: 'ages',
    accept_type: 'accept',
    kids_bed_type: 'separate_bed',
    shared_bed_type: 'none',
    max_children_per_adult: 3,
    max_child_age: 11,
  },
  kidsTiers: [],
  multiRoomsSearchLimit: 4,
  reservablePeriodMonths: 12,
} as const;

/**
 * The small Umi resorts (Ishigaki, Kamakura, Miyakojima, Kumejima), each seeded to try one payment provider: two
 * room types and two plans keep the seed quick. Each names its provider, languages, prices and seasons.
 */
const SMALL_UMI = {
  ...UMI_BRAND,
  bwToOtaEnabled: false,
  roomTypes: ['standard-double', 'deluxe-twin'],
  plans: ['room-only', 'breakfast'],
} as const;

export const HOTELS: readonly HotelSeed[] = [
  {
    ...COMMON,
    id: 101,
    brandId: 1,
    code: 'sakura-tokyo',
    name: 'Sakura Hotel Tokyo Ginza',
    url: 'https://tokyo.sakura-hotels.example/',
    locale: 'ja',
    availableLanguages: UI_LOCALES,
    buttonColour: '#c8416b',
    headerColour: '#3b1f2b',
    logo: '/brand-assets/sakura-hotels-logo.svg',
    favicon: '/brand-assets/sakura-hotels-favicon.svg',
    bwToOtaEnabled: true,
    // A Japanese hotel whose Japanese guests give the kana reading of their names (ADR 226).
    kanjiNameRequired: true,
    kidsSetting: {
      kids_type: 'tiers',
      accept_type: 'accept',
      kids_bed_type: 'share_bed',
      shared_bed_type: 'per_adult',
      max_children_per_adult: 2,
      max_child_age: 12,
    },
    kidsTiers: [KIDS_TIERS.A, KIDS_TIERS.B, KIDS_TIERS.B2, KIDS_TIERS.C, KIDS_TIERS.D],
    multiRoomsSearchLimit: 5,
    reservablePeriodMonths: 12,
    roomTypes: ['standard-single', 'standard-double', 'deluxe-twin', 'superior-king', 'family-quad', 'junior-suite', 'executive-suite'],
    plans: [
      'room-only', 'breakfast', 'half-board', 'member-room-only', 'member-breakfast', 'non-refundable',
      'early-bird-30', 'long-stay-3', 'solo-traveller', 'family-fun', 'anniversary', 'flash-sale',
    ],
    pricePercent: 110,
    seasons: [...HOLIDAYS, CHERRY_BLOSSOM, { from: '07-20', to: '08-31', factor: 1.1 }, WINTER_LOW],
  },
  {
    ...COMMON,
    id: 102,
    brandId: 1,
    code: 'sakura-kyoto',
    name: 'Sakura Hotel Kyoto Higashiyama',
    url: 'https://kyoto.sakura-hotels.example/',
    locale: 'ja',
    availableLanguages: ['ja', 'en', 'ko', 'zh_Hans', 'zh_Hant'],
    buttonColour: '#8e3b5f',
    headerColour: '#2c2c2c',
    logo: '/brand-assets/sakura-hotels-logo.svg',
    favicon: '/brand-assets/sakura-hotels-favicon.svg',
    bwToOtaEnabled: true,
    websiteHeaderHtml: KYOTO_HEADER_HTML,
    websiteFooterHtml: KYOTO_FOOTER_HTML,
    mcpEnabled: true,
    tier: 'premium',
    siteController: 'temairazu',
    pubnubAuthKey: 'kyoto-pubnub-demo-key',
    // The kaiseki plan also takes a bank transfer and the card methods of ADR 250 (won and TWD through multi-currency).
    bankTransferAccount: {
      bank_name: 'Sakura Bank',
      branch_name: 'Higashiyama',
      account_type: 'ordinary',
      account_number: '1234567',
      account_holder: 'Sakura Hotel Kyoto Higashiyama',
    },
    morePaymentMethods: { kaiseki: ['bank_transfer', 'credit_card_international', 'credit_card_krw_domestic', 'credit_card_twd'] },
    kidsSetting: {
      kids_type: 'tiers',
      accept_type: 'accept',
      kids_bed_type: 'share_bed',
      shared_bed_type: 'per_room',
      max_children_per_adult: 2,
      max_child_age: 12,
    },
    kidsTiers: [KIDS_TIERS.A, KIDS_TIERS.C, KIDS_TIERS.D],
    multiRoomsSearchLimit: 3,
    reservablePeriodMonths: 6,
    roomTypes: ['standard-double', 'deluxe-twin', 'superior-king', 'japanese-style', 'japanese-western', 'junior-suite'],
    plans: [
      'room-only', 'breakfast', 'kaiseki', 'member-room-only', 'member-breakfast', 'non-refundable',
      'early-bird-30', 'long-stay-3', 'family-fun', 'anniversary', 'flash-sale',
    ],
    pricePercent: 120,
    seasons: [...HOLIDAYS, CHERRY_BLOSSOM, { from: '11-10', to: '11-30', factor: 1.3 }, WINTER_LOW],
  },
  {
    ...UMI_BRAND,
    id: 201,
    code: 'umi-okinawa',
    // Takes cards through GMO's hosted fields (ADR 237).
    paymentProvider: 'gmo',
    name: 'Umi Resort Okinawa Onna',
    url: 'https://okinawa.umi-resorts.example/',
    availableLanguages: ['ja', 'en', 'ko', 'zh_Hant'],
    bwToOtaEnabled: true,
    roomTypes: ['standard-double', 'deluxe-twin', 'ocean-view-twin', 'family-quad', 'ocean-view-suite', 'pool-villa'],
    plans: [
      'room-only', 'breakfast', 'half-board', 'member-room-only', 'member-breakfast', 'non-refundable',
      'early-bird-30', 'long-stay-3', 'family-fun', 'anniversary',
    ],
    pricePercent: 100,
    seasons: [...HOLIDAYS, { from: '07-01', to: '09-15', factor: 1.3 }, WINTER_LOW],
  },
  {
    ...COMMON,
    id: 202,
    brandId: 2,
    code: 'umi-osaka',
    // Takes cards through PAYGENT's hosted fields (ADR 237).
    paymentProvider: 'paygent',
    name: 'Umi Hotel Osaka Namba',
    url: 'https://osaka.umi-resorts.example/',
    locale: 'ja',
    availableLanguages: ['ja', 'en', 'ko', 'zh_Hans', 'zh_Hant', 'th', 'id'],
    buttonColour: '#00796b',
    headerColour: '#004d40',
    logo: '/brand-assets/umi-resorts-logo.svg',
    favicon: '/brand-assets/umi-resorts-favicon.svg',
    bwToOtaEnabled: false,
    dayUseSearchActive: true,
    kidsSetting: {
      kids_type: 'tiers_with_meal_and_bed_as_extras',
      accept_type: 'accept',
      kids_bed_type: 'separate_bed',
      shared_bed_type: 'per_adult',
      max_children_per_adult: 2,
      max_child_age: 12,
    },
    kidsTiers: [KIDS_TIERS.A, KIDS_TIERS.B, KIDS_TIERS.D],
    multiRoomsSearchLimit: 5,
    reservablePeriodMonths: 12,
    roomTypes: ['standard-single', 'standard-double', 'deluxe-twin', 'superior-king', 'family-quad', 'junior-suite'],
    plans: [
      'room-only', 'breakfast', 'member-room-only', 'member-breakfast', 'non-refundable', 'early-bird-30',
      'long-stay-3', 'solo-traveller', 'family-fun', 'flash-sale', 'day-use-5h', 'day-use-daytime',
    ],
    pricePercent: 90,
    seasons: [...HOLIDAYS, WINTER_LOW],
  },
  {
    ...SMALL_UMI,
    id: 203,
    code: 'umi-ishigaki',
    // Takes cards on the payment hub's own page, by redirect (ADR 248); a small hotel, so the seed stays quick.
    paymentProvider: 'payment_hub',
    paymentHubIntegrationType: 'default',
    name: 'Umi Resort Ishigaki',
    url: 'https://ishigaki.umi-resorts.example/',
    availableLanguages: ['ja', 'en', 'ko', 'zh_Hant'],
    // Its breakfast plan also takes Amazon Pay (ADR 258).
    morePaymentMethods: { breakfast: ['amazon_pay'] },
    pricePercent: 100,
    seasons: [...HOLIDAYS, { from: '07-01', to: '09-15', factor: 1.3 }, WINTER_LOW],
  },
  {
    ...SMALL_UMI,
    id: 204,
    code: 'umi-kamakura',
    // Takes payment through PayPal's JS SDK button and popup (ADR 249, 256); small, as Ishigaki, so the seed stays quick.
    paymentProvider: 'paypal',
    name: 'Umi Hotel Kamakura',
    url: 'https://kamakura.umi-resorts.example/',
    availableLanguages: ['ja', 'en', 'ko', 'zh_Hans', 'zh_Hant'],
    pricePercent: 110,
    seasons: [...HOLIDAYS, CHERRY_BLOSSOM, WINTER_LOW],
  },
  {
    ...SMALL_UMI,
    id: 205,
    code: 'umi-miyakojima',
    // Takes cards through Adyen Web's secured fields and a payment session (ADR 257); small, so the seed stays quick.
    paymentProvider: 'adyen_gmo',
    name: 'Umi Resort Miyakojima',
    url: 'https://miyakojima.umi-resorts.example/',
    availableLanguages: ['ja', 'en', 'ko', 'zh_Hant'],
    pricePercent: 95,
    seasons: [...HOLIDAYS, { from: '07-01', to: '09-15', factor: 1.3 }, WINTER_LOW],
  },
  {
    ...SMALL_UMI,
    id: 206,
    code: 'umi-kumejima',
    // Adyen Web's card beside PayPal's JS SDK button (ADR 268), so that provider can be booked without switching
    // Miyakojima; small, so the seed stays quick.
    paymentProvider: 'adyen_gmo_paypal',
    name: 'Umi Resort Kumejima',
    url: 'https://kumejima.umi-resorts.example/',
    availableLanguages: ['ja', 'en', 'ko', 'zh_Hant'],
    pricePercent: 90,
    seasons: [...HOLIDAYS, { from: '07-01', to: '09-15', factor: 1.3 }, WINTER_LOW],
  },
];
