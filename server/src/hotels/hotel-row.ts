import type { Database } from '../db/open-database';

/** One row of `hotels`, as SQLite returns it (booleans are 0/1, lists are JSON text). */
export type HotelRow = {
  id: number;
  /** Where the hotel stands (migration 059); null when not known. */
  latitude: number | null;
  longitude: number | null;
  brand_id: number;
  brand_name: string;
  code: string;
  name: string;
  url: string;
  currency: string;
  time_zone: string;
  locale: string;
  book_languages: string;
  available_languages: string;
  button_colour: string;
  header_colour: string;
  logo: string | null;
  website_header_html: string | null;
  website_footer_html: string | null;
  booking_widget_type: string;
  kids_type: string;
  kids_accept_type: string;
  kids_shared_bed_type: string;
  kids_bed_type: string;
  max_children_per_adult: number;
  max_child_age: number;
  max_guests_per_room: number | null;
  multi_rooms_search_enabled: number;
  multi_rooms_search_limit: number;
  day_use_search_active: number;
  mcp_enabled: number;
  coupon_active: number;
  show_prices_tax_included: number;
  kanji_name_required: number;
  customer_address_required: number;
  /** Percent of the total a deposit payment charges at booking (migration 005). */
  deposit_percent: number;
  reservable_period_months: number;
  yesterday_bookable: number;
  available_rooms_only: number;
  tier: string | null;
  site_controller: string | null;
  pubnub_auth_key: string | null;
  maintenance_mode: number;
  /** Migration 015. */
  favicon: string | null;
  bw_to_ota_enabled: number;
  /** Migration 046 (ADR 237): the card payment provider and the payment hub's configuration; null for none. */
  payment_provider: string | null;
  payment_hub_integration_type: string | null;
  /** Migration 053 (ADR 250): the account bank transfers go to (JSON), null when the hotel takes none. */
  bank_transfer_account: string | null;
  cookie_domain: string | null;
  first_party_cookies: number;
};

const SELECT_HOTEL = `
  SELECT h.*, b.name AS brand_name, b.cookie_domain, b.first_party_cookies
  FROM hotels h JOIN hotel_brands b ON b.id = h.brand_id`;

export function findHotelById(db: Database, id: number): HotelRow | undefined {
  return db.prepare<[number], HotelRow>(`${SELECT_HOTEL} WHERE h.id = ?`).get(id);
}

export function findHotelByCode(db: Database, code: string): HotelRow | undefined {
  return db.prepare<[string], HotelRow>(`${SELECT_HOTEL} WHERE h.code = ?`).get(code);
}

/** How many rooms one search or reservation may hold: the hotel's limit, or one when multi-room is off. */
export function roomsLimit(hotel: HotelRow): number {
  return hotel.multi_rooms_search_enabled ? hotel.multi_rooms_search_limit : 1;
}
