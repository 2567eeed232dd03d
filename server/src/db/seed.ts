import { ZIsoDate } from '#domain/entities/common.ts';
import { addDays } from '#domain/rules/nights.ts';
import { sha256Hex } from '../security/digest';
import type { Database } from './open-database';
import { demandFactor, SEED_CALENDAR, seededInventory, seededRate } from './seed/calendar';
import { BRANDS, HOTELS, type HotelSeed } from './seed/hotels';
import { PLAN_CATALOGUE, type PlanSeed } from './seed/plan-catalogue';
import { createPrng } from './seed/prng';
import { ROOM_TYPE_CATALOGUE, roomTypePhotos, type RoomTypeSeed } from './seed/room-type-catalogue';
import { seedSearchAndResults } from './seed/search-and-results';
import { seedMembers } from '../members/seed-members';
import { seedChatbotHostOrigins } from '../chatbot/chatbot-hosts';
import { CHATBOT_SETTINGS_SEED, seedChatbotSettings } from '../chatbot/chatbot-settings';
import { seedCompanions } from '../chatbot/companions';
import { seedExchangeRates } from './seed/exchange-rates';
import { seedPastStays } from './seed/past-stays';
import { seedLoyalty } from '../loyalty/seed-loyalty';
import { seedOrganizationReport } from '../organizations/seed-organization-report';
import { seedLotteries } from '../lotteries/seed-lotteries';
import { seedHotelInfo } from './seed/hotel-info';

export { SEED_CALENDAR } from './seed/calendar';

export type SeedOptions = {
  /** The first bookable day, YYYY-MM-DD. Prices and inventory run from the day before for 365 days. */
  today: string;
  /** Host page origins every hotel lets embed the widget. */
  allowedParentOrigins: string[];
  /**
   * The demo chatbot and LINE LIFF pages' origins, registered as chatbot hosts of the hotels with a chatbot: only
   * there does the app link a chat to a member (ADR 192). None by default.
   */
  chatbotHostOrigins?: string[];
};

/** The API credentials the demo app uses to obtain client sessions. */
export const DEMO_API_CLIENT = { key: 'hbw-demo-client', secret: 'hbw-demo-secret' } as const;

export function isSeeded(db: Database): boolean {
  const row = db.prepare<[], { seeded: number }>('SELECT EXISTS (SELECT 1 FROM hotels) AS seeded').get();
  return row?.seeded === 1;
}

/** Fills an empty database with the demo brands, hotels, rooms, plans, prices and inventory. */
export function seedDatabase(db: Database, options: SeedOptions): void {
  const today = ZIsoDate.parse(options.today);
  if (isSeeded(db)) throw new Error('The database is already seeded.');
  db.transaction(() => {
    db.prepare('INSERT INTO api_clients (client_key, secret_sha256) VALUES (?, ?)').run(
      DEMO_API_CLIENT.key,
      sha256Hex(DEMO_API_CLIENT.secret),
    );
    const insertBrand = db.prepare('INSERT INTO hotel_brands (id, name) VALUES (?, ?)');
    for (const brand of BRANDS) insertBrand.run(brand.id, brand.name);
    const seedHotel = prepareHotelSeeder(db, today, options.allowedParentOrigins);
    for (const hotel of HOTELS) seedHotel(hotel);
    seedSearchAndResults(db, today);
    seedMembers(db, today);
    seedChatbotSettings(db);
    seedChatbotHostOrigins(db, CHATBOT_SETTINGS_SEED.map((row) => row.hotelId), options.chatbotHostOrigins ?? []);
    seedCompanions(db);
    seedExchangeRates(db);
    seedPastStays(db, today);
    seedLoyalty(db, today);
    seedOrganizationReport(db, today);
    seedLotteries(db, today);
    seedHotelInfo(db);
  })();
}

/**
 * Where a hotel's nightly stock and prices come from when they are not the seed's own draws: the travel-agency
 * catalogue's hotels keep the stock and prices its search shows (ADR 252).
 */
export type HotelCalendar = {
  /** Rooms of the type on sale on the night; `position` is the room type's place in the hotel's list. */
  inventory: (roomType: RoomTypeSeed, position: number, date: string) => number;
  /** The stored rate: one adult, tax excluded, whole hundreds of yen. */
  rate: (roomType: RoomTypeSeed, plan: PlanSeed, date: string) => number;
};

export function prepareHotelSeeder(db: Database, today: string, allowedParentOrigins: readonly string[], calendar?: HotelCalendar) {
  const insertHotel = db.prepare(`
    INSERT INTO hotels (
      id, brand_id, code, name, url, currency, time_zone, locale, book_languages, available_languages,
      button_colour, header_colour, logo, website_header_html, website_footer_html, booking_widget_type,
      kids_type, kids_accept_type, kids_shared_bed_type, max_children_per_adult, max_child_age,
      max_guests_per_room, multi_rooms_search_enabled, multi_rooms_search_limit, day_use_search_active,
      mcp_enabled, coupon_active, show_prices_tax_included, kanji_name_required, customer_address_required,
      reservable_period_months, yesterday_bookable, available_rooms_only
    ) VALUES (
      @id, @brandId, @code, @name, @url, 'JPY', 'Asia/Tokyo', @locale, @bookLanguages, @availableLanguages,
      @buttonColour, @headerColour, @logo, @websiteHeaderHtml, @websiteFooterHtml, 'iframe',
      @kidsType, @kidsAcceptType, @kidsSharedBedType, @maxChildrenPerAdult, @maxChildAge,
      @maxGuestsPerRoom, @multiRoomsSearchEnabled, @multiRoomsSearchLimit, @dayUseSearchActive,
      @mcpEnabled, @couponActive, @showPricesTaxIncluded, @kanjiNameRequired, @customerAddressRequired,
      @reservablePeriodMonths, 0, 0
    )`);
  const updateKidsBedType = db.prepare('UPDATE hotels SET kids_bed_type = ? WHERE id = ?');
  const updateShellSettings = db.prepare(
    'UPDATE hotels SET tier = @tier, site_controller = @siteController, pubnub_auth_key = @pubnubAuthKey WHERE id = @id',
  );
  const updateBrandAssetsAndOta = db.prepare('UPDATE hotels SET favicon = @favicon, bw_to_ota_enabled = @bwToOtaEnabled WHERE id = @id');
  const updatePaymentProvider = db.prepare('UPDATE hotels SET payment_provider = ?, payment_hub_integration_type = ?, bank_transfer_account = ? WHERE id = ?');
  const insertKidsTier = db.prepare(
    'INSERT INTO hotel_kids_tiers (hotel_id, code, names, min_age, max_age, position) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertOrigin = db.prepare('INSERT INTO hotel_allowed_origins (hotel_id, origin) VALUES (?, ?)');
  const insertRoomType = db.prepare(`
    INSERT INTO room_types (hotel_id, code, names, descriptions, size_sqm, bed_types, max_occupancy, photos, position)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertPlan = db.prepare(`
    INSERT INTO plans (
      hotel_id, code, names, descriptions, meal, is_member_only, is_day_use, min_adults, max_adults,
      min_children, max_children, min_nights, min_days_before_checkin, credit_card_payment, payment_methods,
      sale_limit, position
    ) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertRoomPlan = db.prepare(
    'INSERT INTO room_plans (hotel_id, room_type_id, plan_id, code, allotment) VALUES (?, ?, ?, ?, ?)',
  );
  const insertInventory = db.prepare('INSERT INTO room_inventory (room_type_id, date, rooms) VALUES (?, ?, ?)');
  const insertRate = db.prepare('INSERT INTO room_plan_rates (room_plan_id, date, price) VALUES (?, ?, ?)');

  const offsets = Array.from({ length: SEED_CALENDAR.days }, (_, i) => SEED_CALENDAR.firstDayOffset + i);
  const dates = offsets.map((offset) => addDays(today, offset));

  return (hotel: HotelSeed): void => {
    insertHotel.run({
      id: hotel.id,
      brandId: hotel.brandId,
      code: hotel.code,
      name: hotel.name,
      url: hotel.url,
      locale: hotel.locale,
      bookLanguages: JSON.stringify(hotel.bookLanguages),
      availableLanguages: JSON.stringify(hotel.availableLanguages),
      buttonColour: hotel.buttonColour,
      headerColour: hotel.headerColour,
      logo: hotel.logo,
      websiteHeaderHtml: hotel.websiteHeaderHtml,
      websiteFooterHtml: hotel.websiteFooterHtml,
      kidsType: hotel.kidsSetting.kids_type,
      kidsAcceptType: hotel.kidsSetting.accept_type,
      kidsSharedBedType: hotel.kidsSetting.shared_bed_type,
      maxChildrenPerAdult: hotel.kidsSetting.max_children_per_adult,
      maxChildAge: hotel.kidsSetting.max_child_age,
      maxGuestsPerRoom: hotel.maxGuestsPerRoom,
      multiRoomsSearchEnabled: flag(hotel.multiRoomsSearchEnabled),
      multiRoomsSearchLimit: hotel.multiRoomsSearchLimit,
      dayUseSearchActive: flag(hotel.dayUseSearchActive),
      mcpEnabled: flag(hotel.mcpEnabled),
      couponActive: flag(hotel.couponActive),
      showPricesTaxIncluded: flag(hotel.showPricesTaxIncluded),
      kanjiNameRequired: flag(hotel.kanjiNameRequired),
      customerAddressRequired: flag(hotel.customerAddressRequired),
      reservablePeriodMonths: hotel.reservablePeriodMonths,
    });
    updateShellSettings.run({ id: hotel.id, tier: hotel.tier, siteController: hotel.siteController, pubnubAuthKey: hotel.pubnubAuthKey });
    updateKidsBedType.run(hotel.kidsSetting.kids_bed_type, hotel.id);
    updateBrandAssetsAndOta.run({ id: hotel.id, favicon: hotel.favicon, bwToOtaEnabled: flag(hotel.bwToOtaEnabled) });
    updatePaymentProvider.run(hotel.paymentProvider, hotel.paymentHubIntegrationType, hotel.bankTransferAccount && JSON.stringify(hotel.bankTransferAccount), hotel.id);
    hotel.kidsTiers.forEach((tier, position) =>
      insertKidsTier.run(hotel.id, tier.code, JSON.stringify(tier.names), tier.min_age, tier.max_age, position),
    );
    for (const origin of allowedParentOrigins) insertOrigin.run(hotel.id, origin);

    const prng = createPrng(hotel.id);
    const roomTypes = hotel.roomTypes.map((code, position) => {
      const roomType = ROOM_TYPE_CATALOGUE[code];
      const { lastInsertRowid } = insertRoomType.run(
        hotel.id,
        roomType.code,
        JSON.stringify(roomType.names),
        JSON.stringify(roomType.descriptions),
        roomType.sizeSqm,
        JSON.stringify(roomType.bedTypes),
        roomType.maxOccupancy,
        JSON.stringify(roomTypePhotos(code)),
        position,
      );
      if (calendar) {
        for (const date of dates) insertInventory.run(lastInsertRowid, date, calendar.inventory(roomType, position, date));
        return { id: lastInsertRowid, seed: roomType, demand: [] };
      }
      // Three draws per night whatever the branch taken, so a change to one rule never shifts the others.
      const demand = dates.map((date, i) => {
        const [demandDraw, inventoryDraw, spreadDraw] = [prng(), prng(), prng()];
        insertInventory.run(lastInsertRowid, date, seededInventory(roomType, offsets[i] ?? 0, inventoryDraw, spreadDraw));
        return demandFactor(demandDraw);
      });
      return { id: lastInsertRowid, seed: roomType, demand };
    });

    hotel.plans.forEach((code, position) => {
      const plan = PLAN_CATALOGUE[code];
      const { lastInsertRowid: planId } = insertPlan.run(
        hotel.id,
        plan.code,
        JSON.stringify(plan.names),
        JSON.stringify(plan.descriptions),
        plan.meal,
        flag(plan.isMemberOnly),
        flag(plan.isDayUse),
        plan.minAdults,
        plan.maxAdults,
        plan.minChildren,
        plan.maxChildren,
        plan.minNights,
        plan.minDaysBeforeCheckin,
        flag(plan.paymentMethods.includes('credit_card')),
        JSON.stringify([...plan.paymentMethods, ...(hotel.morePaymentMethods[code] ?? [])]),
        plan.saleLimit,
        position,
      );
      for (const roomType of roomTypes) {
        if (!plan.offeredOn(roomType.seed)) continue;
        const { lastInsertRowid: roomPlanId } = insertRoomPlan.run(
          hotel.id,
          roomType.id,
          planId,
          roomPlanCode(roomType.seed.code, plan.code),
          plan.allotment,
        );
        dates.forEach((date, i) =>
          insertRate.run(
            roomPlanId,
            date,
            calendar ? calendar.rate(roomType.seed, plan, date) : seededRate(hotel, roomType.seed, plan, date, roomType.demand[i] ?? 1),
          ),
        );
      }
    });
  };
}

/** A plan offered on a room type is booked by this code: readable, and unique within the hotel. */
function roomPlanCode(roomTypeCode: string, planCode: string): string {
  return `${roomTypeCode}_${planCode}`;
}

function flag(value: boolean): 0 | 1 {
  return value ? 1 : 0;
}
