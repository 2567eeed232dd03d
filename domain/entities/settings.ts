import * as z from 'zod/mini';
import { CURRENCY_CODES } from '../constants/currencies';
import { PAYMENT_HUB_CONFIGS, PAYMENT_PROVIDERS } from '../constants/payment';
import { BOOK_LANGUAGES, UI_LOCALES } from '../constants/locales';
import { CHILD_POLICY_MODES, KIDS_BED_TYPES, KIDS_TIER_CODES } from '../constants/value-sets';
import { ZHotelCode, ZId } from './common';
import { ZChatbotSetting } from './chatbot';
import { ZMembershipSettings } from './membership-settings';

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
  /** Whether children may share an adult's bed ("kids type is share_bed"; ADR 130). */
  kids_bed_type: z.enum(KIDS_BED_TYPES),
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
  /**
   * Of those, the pages the hotel registered as its chatbot host (a chat vendor's or LINE LIFF page): only framed by
   * one does the app link a chat user to a member and hand the chatbot its credential (ADR 192).
   */
  chatbot_host_origins: z.optional(z.array(z.string())),
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
  /** The hotel's chatbot, per platform; absent when the hotel has none. */
  chatbot_setting: z.optional(ZChatbotSetting),
  /** Companion support: a signed-in member's companion options are told to the host (document 1 section 6). */
  companion_support: z.optional(z.boolean()),
  /** The brand's sign-in offer; absent means no membership at all. */
  membership: z.optional(ZMembershipSettings),
  /** The browser tab's icon: one scalable image serves every size (small to full). */
  favicon: z.optional(z.nullable(z.string())),
  /** The hotel is also sold on the travel-agency (OTA) site, whose hotel search lists it. */
  bw_to_ota_enabled: z.optional(z.boolean()),
  /** The hotel's stated check-in and check-out times (HH:MM, hotel-local): the answer a time question starts from. */
  checkin_time: z.optional(z.string().check(z.regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/))),
  checkout_time: z.optional(z.string().check(z.regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/))),
  /**
   * The hotel's card payment provider; the app collects the card with that provider's adapter (ADR 237). Null: the
   * stand-in tokenizer behind the app's own card form, as before issue 22.
   */
  payment_gateway_setting: z.optional(z.nullable(z.object({ provider: z.enum(PAYMENT_PROVIDERS) }))),
  /** The payment hub's configuration when the provider is payment_hub (document 2 section 9). */
  payment_hub_integration_type: z.optional(z.nullable(z.enum(PAYMENT_HUB_CONFIGS))),
});
export type BookingWidgetSettings = z.infer<typeof ZBookingWidgetSettings>;
