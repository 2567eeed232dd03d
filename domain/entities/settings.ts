import * as z from 'zod/mini';
import { CURRENCY_CODES } from '../constants/currencies';
import { BOOK_LANGUAGES, UI_LOCALES } from '../constants/locales';
import { CHILD_POLICY_MODES, KIDS_TIER_CODES } from '../constants/value-sets';
import { ZHotelCode, ZId } from './common';

export const ZKidsTier = z.object({
  code: z.enum(KIDS_TIER_CODES),
  /** Guest-facing label per UI locale, falling back to en. */
  names: z.record(z.string(), z.string()),
  min_age: z.int().check(z.nonnegative()),
  max_age: z.int().check(z.nonnegative()),
});
export type KidsTier = z.infer<typeof ZKidsTier>;

export const ZKidsSetting = z.object({
  kids_type: z.enum(CHILD_POLICY_MODES),
  accept_type: z.enum(['accept', 'not_accept']),
  shared_bed_type: z.enum(['none', 'per_adult', 'per_room']),
  max_children_per_adult: z.int().check(z.nonnegative()),
  max_child_age: z.int().check(z.nonnegative()),
});
export type KidsSetting = z.infer<typeof ZKidsSetting>;

/** GET /hotels/{code}/settings/booking_widget: everything the app needs to start for one hotel. */
export const ZBookingWidgetSettings = z.object({
  hotel_id: ZId,
  hotel_code: ZHotelCode,
  hotel_name: z.string(),
  hotel_brand_id: ZId,
  hotel_brand_name: z.string(),
  currency: z.enum(CURRENCY_CODES),
  time_zone: z.string(),
  locale: z.enum(UI_LOCALES),
  book_languages: z.array(z.enum(BOOK_LANGUAGES)),
  available_languages: z.array(z.enum(UI_LOCALES)).check(z.minLength(1)),
  button_colour: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)),
  header_colour: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)),
  logo: z.nullable(z.string()),
  website_header_html: z.nullable(z.string()),
  website_footer_html: z.nullable(z.string()),
  booking_widget_type: z.enum(['standalone', 'iframe']),
  kids_setting: ZKidsSetting,
  kids_tiers: z.array(ZKidsTier),
  max_guests_per_room: z.nullable(z.int().check(z.positive())),
  multi_rooms_search_enabled: z.boolean(),
  multi_rooms_search_limit: z.int().check(z.positive()),
  day_use_search_active: z.boolean(),
  mcp_enabled: z.boolean(),
  coupon_active: z.boolean(),
  show_prices_tax_included: z.boolean(),
  kanji_name_required: z.boolean(),
  customer_address_required: z.boolean(),
  reservable_period_months: z.int().check(z.positive()),
  default_search_setting: z.object({
    yesterday_bookable: z.boolean(),
    available_rooms_only: z.boolean(),
  }),
  /** Host page origins allowed to embed the app for this hotel (the bridge checks the parent against it). */
  allowed_parent_origins: z.array(z.string()),
  /** booking_widget_setting_attributes.tier, sent as the tier header (document 2 section 7.1). */
  tier: z.optional(z.nullable(z.string())),
  /** The hotel's site controller, sent as the site controller header. */
  site_controller: z.optional(z.nullable(z.string())),
  /** Absent for a hotel without the PubNub integration; its auth key travels as the pubnub header. */
  pubnub: z.optional(z.nullable(z.object({ auth_key: z.string() }))),
  /** The brand's first-party cookie domain: the API receives cookies only when it is served from under it. */
  hotel_brand: z.optional(
    z.object({
      domain_name: z.nullable(z.string()),
      first_party_cookie_setting: z.object({ status: z.enum(['enabled', 'disabled']) }),
    }),
  ),
  /** Under maintenance the app shows the maintenance page unless the address says maintenance_mode=false. */
  maintenance_mode: z.optional(z.boolean()),
});
export type BookingWidgetSettings = z.infer<typeof ZBookingWidgetSettings>;
