// Valid domain objects for app tests, each overridable where a test cares about one field.
import type { AdditionalQuestion } from '#domain/entities/additional-question.ts';
import type { CreateReservationRequest, Reservation } from '#domain/entities/reservation.ts';
import type { RoomPlan, RoomResult, RoomsResponse } from '#domain/entities/room-result.ts';
import type { BookingWidgetSettings } from '#domain/entities/settings.ts';

export function someSettings(overrides: Partial<BookingWidgetSettings> = {}): BookingWidgetSettings {
  return {
    hotel_id: 1,
    hotel_code: 'sakura-tokyo',
    hotel_name: 'Sakura Hotel Tokyo',
    hotel_brand_id: 1,
    hotel_brand_name: 'Sakura Hotels & Resorts',
    currency: 'JPY',
    time_zone: 'Asia/Tokyo',
    locale: 'ja',
    book_languages: ['ja', 'en'],
    available_languages: ['ja', 'en'],
    button_colour: '#1f4e79',
    header_colour: '#ffffff',
    logo: null,
    website_header_html: null,
    website_footer_html: null,
    booking_widget_type: 'iframe',
    kids_setting: {
      kids_type: 'tiers',
      accept_type: 'accept',
      kids_bed_type: 'separate_bed',
      shared_bed_type: 'none',
      max_children_per_adult: 2,
      max_child_age: 12,
    },
    kids_tiers: [],
    max_guests_per_room: 4,
    multi_rooms_search_enabled: false,
    multi_rooms_search_limit: 1,
    day_use_search_active: false,
    mcp_enabled: false,
    coupon_active: false,
    show_prices_tax_included: true,
    kanji_name_required: false,
    customer_address_required: false,
    reservable_period_months: 12,
    default_search_setting: { yesterday_bookable: false, available_rooms_only: true },
    allowed_parent_origins: [],
    ...overrides,
  };
}

export function aPlan(overrides: Partial<RoomPlan> = {}): RoomPlan {
  return {
    room_plan_code: 'RO',
    room_plan_name: 'Room only',
    hotel_plan_code: 'H-RO',
    description: 'Just the room.',
    meal: 'none',
    matched_search_criteria: {
      adults_count: 2,
      children_count: 0,
      adults_with_companion: 0,
      children_with_kid_tier_A_companion: 0,
    },
    sale_limit: 5,
    plan_stock_count: 5,
    inclusive_extra_ids: [],
    credit_card_payment: false,
    payment_method: [{ code: 'on_site' }],
    discounts: [],
    is_member_only: false,
    total_price: 22000,
    total_price_without_tax: 20000,
    tax: 2000,
    nightly_prices: [{ date: '2030-04-10', price: 22000 }],
    ...overrides,
  };
}

export function aRoom(overrides: Partial<RoomResult> = {}): RoomResult {
  return {
    room_type_code: 'STD-DBL',
    room_type_name: 'Standard Double',
    description: 'A quiet double room.',
    size_sqm: 20,
    bed_type: 'Double',
    max_occupancy: 2,
    photos: [],
    room_count: 8,
    room_plan: [aPlan()],
    ...overrides,
  };
}

export function someRooms(rooms: RoomResult[] = [aRoom()]): RoomsResponse {
  return { rooms, mcp_currency: null, payment_promotion_info: null, extra_inventories: [] };
}

export function aReservationRequest(overrides: Partial<CreateReservationRequest> = {}): CreateReservationRequest {
  return {
    checkin: '2030-04-10',
    checkout: '2030-04-11',
    locale: 'en',
    booking_source: 'booking_widget',
    booker: { first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com', phone: '+81312345678' },
    rooms: [{ room_type_code: 'STD-DBL', room_plan_code: 'RO', adults: 2, children: 0 }],
    payment: { type: 'on_site' },
    expected_total_price: 22000,
    ...overrides,
  };
}

export function aReservation(overrides: Partial<Reservation> = {}): Reservation {
  return {
    reservationID: 10,
    hotelId: 1,
    reservation_number: 'SKT-12345678',
    status: 'done',
    name: 'Hanako Yamada',
    email: 'hanako@example.com',
    phone: '+81312345678',
    bypass_token: 'bypass-token-1',
    checkin_date: '2030-04-10',
    checkout_date: '2030-04-11',
    rooms: [
      {
        id: 100,
        room_type_code: 'STD-DBL',
        room_type_name: 'Standard Double',
        room_plan_code: 'RO',
        room_plan_name: 'Room only',
        adults: 2,
        children: 0,
        guest: { first_name: 'Hanako', last_name: 'Yamada' },
        total_price: 22000,
      },
    ],
    hotel: { id: 1, name: 'Sakura Hotel Tokyo', url: 'https://sakura.example' },
    payment: { type: 'on_site' },
    booking_method: 'booking_widget',
    currency: 'JPY',
    mcp_currency: null,
    total_price: 22000,
    tax: 2000,
    created_at: '2030-04-01T10:00:00+09:00',
    ...overrides,
  };
}

/** A hotel question for everybody, answered with text; tests set the kind and options they check. */
export function aQuestion(overrides: Partial<AdditionalQuestion>): AdditionalQuestion {
  return {
    id: 1,
    question_type: 'free',
    answer_type: 'text',
    required: false,
    title: 'Question',
    body: '',
    options: [],
    labels: ['all_users', 'place_booking_process'],
    hotel_plan_codes: [],
    display_start_date: null,
    display_end_date: null,
    ownable_type: 'Hotel',
    hotel_ids: null,
    enabled: true,
    ...overrides,
  };
}
