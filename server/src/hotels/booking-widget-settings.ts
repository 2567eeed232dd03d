import type * as z from 'zod/mini';
import type { getBookingWidgetSettings } from '#domain/contracts/index.ts';
import type { Database } from '../db/open-database';
import { chatbotHostOrigins } from '../chatbot/chatbot-hosts';
import { chatbotSetting } from '../chatbot/chatbot-settings';
import { hasCompanionSupport } from '../chatbot/companions';
import { membershipSettings } from '../members/membership-settings';
import { PAYMENT_HUB_CONFIGS, PAYMENT_PROVIDERS, type PaymentHubConfig, type PaymentProvider } from '#domain/constants/payment.ts';
import type { HotelRow } from './hotel-row';
import { hotelParentOrigins } from './hotel-parent-origins';
import { HOTEL_CHECKIN_TIME, HOTEL_CHECKOUT_TIME } from './stated-times';

type SettingsInput = z.input<typeof getBookingWidgetSettings.response>;

/**
 * The settings answer assembled from the hotel's row. Values are handed over as stored; the contract's
 * response schema checks them on the way out, so a bad row is a logged 500 rather than a broken app.
 */
export function bookingWidgetSettings(db: Database, hotel: HotelRow): SettingsInput {
  const kidsTiers = db
    .prepare<[number], { code: string; names: string; min_age: number; max_age: number }>(
      'SELECT code, names, min_age, max_age FROM hotel_kids_tiers WHERE hotel_id = ? ORDER BY position',
    )
    .all(hotel.id);
  return {
    hotel_id: hotel.id,
    hotel_code: hotel.code,
    hotel_name: hotel.name,
    hotel_brand_id: hotel.brand_id,
    hotel_brand_name: hotel.brand_name,
    currency: hotel.currency as SettingsInput['currency'],
    time_zone: hotel.time_zone,
    locale: hotel.locale as SettingsInput['locale'],
    book_languages: JSON.parse(hotel.book_languages) as SettingsInput['book_languages'],
    available_languages: JSON.parse(hotel.available_languages) as SettingsInput['available_languages'],
    button_colour: hotel.button_colour,
    header_colour: hotel.header_colour,
    logo: hotel.logo,
    website_header_html: hotel.website_header_html,
    website_footer_html: hotel.website_footer_html,
    booking_widget_type: hotel.booking_widget_type as SettingsInput['booking_widget_type'],
    kids_setting: {
      kids_type: hotel.kids_type as SettingsInput['kids_setting']['kids_type'],
      accept_type: hotel.kids_accept_type as SettingsInput['kids_setting']['accept_type'],
      kids_bed_type: hotel.kids_bed_type as SettingsInput['kids_setting']['kids_bed_type'],
      shared_bed_type: hotel.kids_shared_bed_type as SettingsInput['kids_setting']['shared_bed_type'],
      max_children_per_adult: hotel.max_children_per_adult,
      max_child_age: hotel.max_child_age,
    },
    kids_tiers: kidsTiers.map((tier) => ({
      code: tier.code as SettingsInput['kids_tiers'][number]['code'],
      names: JSON.parse(tier.names) as Record<string, string>,
      min_age: tier.min_age,
      max_age: tier.max_age,
    })),
    max_guests_per_room: hotel.max_guests_per_room,
    multi_rooms_search_enabled: hotel.multi_rooms_search_enabled === 1,
    multi_rooms_search_limit: hotel.multi_rooms_search_limit,
    day_use_search_active: hotel.day_use_search_active === 1,
    mcp_enabled: hotel.mcp_enabled === 1,
    coupon_active: hotel.coupon_active === 1,
    show_prices_tax_included: hotel.show_prices_tax_included === 1,
    kanji_name_required: hotel.kanji_name_required === 1,
    customer_address_required: hotel.customer_address_required === 1,
    reservable_period_months: hotel.reservable_period_months,
    default_search_setting: {
      yesterday_bookable: hotel.yesterday_bookable === 1,
      available_rooms_only: hotel.available_rooms_only === 1,
    },
    allowed_parent_origins: hotelParentOrigins(db, hotel.id),
    chatbot_host_origins: chatbotHostOrigins(db, hotel.id),
    tier: hotel.tier,
    site_controller: hotel.site_controller,
    pubnub: hotel.pubnub_auth_key === null ? null : { auth_key: hotel.pubnub_auth_key },
    hotel_brand: {
      domain_name: hotel.cookie_domain,
      first_party_cookie_setting: { status: hotel.first_party_cookies === 1 ? 'enabled' : 'disabled' },
    },
    maintenance_mode: hotel.maintenance_mode === 1,
    chatbot_setting: chatbotSetting(db, hotel.id),
    companion_support: hasCompanionSupport(db, hotel.id),
    membership: membershipSettings(db, hotel.brand_id),
    favicon: hotel.favicon,
    bw_to_ota_enabled: hotel.bw_to_ota_enabled === 1,
    checkin_time: HOTEL_CHECKIN_TIME,
    checkout_time: HOTEL_CHECKOUT_TIME,
    payment_gateway_setting: isOneOf(PAYMENT_PROVIDERS, hotel.payment_provider) ? { provider: hotel.payment_provider } : null,
    payment_hub_integration_type: isOneOf(PAYMENT_HUB_CONFIGS, hotel.payment_hub_integration_type) ? hotel.payment_hub_integration_type : null,
  };
}

function isOneOf<T extends PaymentProvider | PaymentHubConfig>(values: readonly T[], value: string | null): value is T {
  return value !== null && (values as readonly string[]).includes(value);
}
