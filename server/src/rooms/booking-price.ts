import type * as z from 'zod/mini';
import type { getRoomsPrice } from '#domain/contracts/rooms-price.ts';
import type { Database } from '../db/open-database';
import { invalidRequest } from '../http/api-error';
import type { HotelRow } from '../hotels/hotel-row';
import { pickLocalized } from '../i18n/localized';
import { freeAllotmentByRoomPlan, freeRoomsByRoomType } from '../inventory/availability';
import { soldOutError } from '../inventory/sold-out';
import { listTaxBrackets, roomAccommodationTax } from '../pricing/accommodation-tax';
import { childPercents, listChildRates } from '../pricing/child-percents';
import { mcpConverter } from '../pricing/exchange-rates';
import { afterDiscounts, discountsFor, loadDiscountRules, planDiscounts, type Discount } from '../pricing/discounts';
import { roomStayPriceFor } from '../pricing/room-stay-price';
import type { PriceBuyer } from '../pricing/member-price';
import { ratesByRoomPlan } from '../pricing/stay-rates';
import { hotelToday } from '../stays/stay';
import { findRoomPlan, findRoomType } from './offer-rows';
import { planFitsOccupancy, planSellsDayUse, planSellsStay } from './plan-rules';
import { checkDayUse, checkRoomsLimit, searchStay } from './search-setup';

type PriceQuery = z.output<typeof getRoomsPrice.query>;
type PriceAnswer = z.input<typeof getRoomsPrice.response>;
type Line = PriceAnswer['rooms'][number];

/**
 * The price of the rooms a guest selected: each selection priced per room with its children's tier rates,
 * times its quantity, with consumption tax, accommodation tax and the discounts each kind of guest gets.
 * Selections that could not be booked (unknown, not sold for the stay, too many guests) are refused with a 422
 * naming the selection; not enough rooms left is 409 `sold_out` (1105), as the booking answers it. A signed-in
 * member (`buyer`) is priced at the member price, with their rank's discount (ADR 225); anybody else at the guest price.
 */
export function bookingPrice(db: Database, hotel: HotelRow, query: PriceQuery, now: Date, buyer: PriceBuyer): PriceAnswer {
  checkDayUse(hotel, query.is_day_use);
  checkRoomsLimit(hotel, query.selections.reduce((sum, selection) => sum + selection.quantity, 0));
  const stay = searchStay(hotel, query.checkin, query.checkout, query.is_day_use, now);
  const today = hotelToday(hotel, now);
  const rates = ratesByRoomPlan(db, hotel.id, stay);
  const freeRooms = freeRoomsByRoomType(db, hotel.id, stay);
  const freeAllotments = freeAllotmentByRoomPlan(db, hotel.id, stay);
  const childRates = listChildRates(db, hotel.id);
  const brackets = listTaxBrackets(db, hotel.id);
  const rules = loadDiscountRules(db, hotel.id, query.coupon_code, today, buyer.rankDiscountPercent);
  const wantedByRoomType = new Map<number, number>();
  const wantedByPlan = new Map<number, number>();

  const lines = query.selections.map((selection, i): Line => {
    const field = `selections.${i}`;
    const refuse = (message: string, error: string) => invalidRequest(message, { [field]: [{ error }] });
    const roomType = findRoomType(db, hotel.id, selection.room_type_code);
    const plan = findRoomPlan(db, hotel.id, selection.room_plan_code);
    if (!roomType || !plan || plan.room_type_id !== roomType.id) throw refuse('This room and plan are not offered here.', 'unknown room or plan');
    const sells = query.is_day_use ? planSellsDayUse(plan, stay.checkin, today) : planSellsStay(plan, stay, today);
    const planRates = rates.get(plan.id);
    if (!sells || !planRates) throw refuse('This plan cannot be booked for these dates.', 'plan not sold for this stay');
    if (!planFitsOccupancy(hotel, roomType, plan, selection)) throw refuse('This room and plan do not take these guests.', 'occupancy not allowed');

    wantedByRoomType.set(roomType.id, (wantedByRoomType.get(roomType.id) ?? 0) + selection.quantity);
    wantedByPlan.set(plan.id, (wantedByPlan.get(plan.id) ?? 0) + selection.quantity);
    const allotment = freeAllotments.get(plan.id);
    const stock = Math.min(freeRooms.get(roomType.id) ?? 0, allotment ?? Number.MAX_SAFE_INTEGER);
    if ((wantedByRoomType.get(roomType.id) ?? 0) > (freeRooms.get(roomType.id) ?? 0) || (wantedByPlan.get(plan.id) ?? 0) > stock) {
      throw soldOutError(field);
    }
    if ((wantedByPlan.get(plan.id) ?? 0) > plan.sale_limit) {
      throw refuse(`At most ${plan.sale_limit} rooms of this plan can be booked at once.`, 'sale limit exceeded');
    }

    const room = roomStayPriceFor(planRates, selection.adults, childPercents(childRates, selection, field));
    const quantity = selection.quantity;
    const lineNights = room.nights.map((night) => ({ date: night.date, price: night.price * quantity }));
    const withoutTax = room.withoutTax * quantity;
    const accommodationTax = roomAccommodationTax(brackets, room.nights, selection.adults + selection.children) * quantity;
    const discounts = planDiscounts(
      { id: plan.plan_id, hotel_plan_code: plan.plan_code, credit_card_payment: plan.credit_card_payment === 1 },
      lineNights,
      rules,
    );
    const priceFor = (signedIn: boolean) => {
      const after = afterDiscounts(withoutTax, discountsFor(discounts, { signedIn, payByCard: query.pay_by_card }));
      return {
        discount_amount: after.discount,
        total_price_after_discount: after.total,
        total_price_after_discount_tax: after.tax,
        total_accommodation_tax: accommodationTax,
      };
    };
    return {
      room_type_code: roomType.code,
      room_plan_code: plan.code,
      room_type_name: pickLocalized(roomType.names, query.locale),
      room_plan_name: pickLocalized(plan.names, query.locale),
      adults: selection.adults,
      children: selection.children,
      quantity,
      nightly_prices: room.nights,
      room_price_without_tax: withoutTax,
      tax: room.tax * quantity,
      accommodation_tax: accommodationTax,
      original_price_with_tax: room.total * quantity,
      discounts: discounts.map((discount) => ({ ...discount })),
      sign_in_discount: priceFor(true),
      non_sign_in_discount: priceFor(false),
    };
  });

  const member = buyer.memberId !== null;
  const charged = (line: Line) => (member ? line.sign_in_discount : line.non_sign_in_discount);
  const sum = (pick: (line: Line) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const guestDiscounts = (line: Line, origin: Discount['discount_origin']) =>
    discountsFor(line.discounts, { signedIn: member, payByCard: query.pay_by_card })
      .filter((discount) => discount.discount_origin === origin)
      .reduce((total, discount) => total + discount.discount_amount, 0);
  const accommodationTax = sum((line) => line.accommodation_tax);
  const chargedRooms = sum((line) => charged(line).total_price_after_discount);
  const totalPrice = chargedRooms + accommodationTax;
  const signInTotal = sum((line) => line.sign_in_discount.total_price_after_discount) + accommodationTax;
  const mcp = mcpConverter(db, hotel, query.mcp_currency);
  return {
    checkin: stay.checkin,
    checkout: query.is_day_use ? stay.checkin : stay.checkout,
    nights: query.is_day_use ? 0 : stay.nights,
    currency: hotel.currency as PriceAnswer['currency'],
    rooms: lines,
    room_price_without_tax: sum((line) => line.room_price_without_tax),
    tax: sum((line) => line.tax),
    accommodation_tax: accommodationTax,
    original_price: sum((line) => line.room_price_without_tax),
    original_price_with_tax: sum((line) => line.original_price_with_tax),
    // The members' discounts (the plan's and the rank's): what signing in saves, or saved when member_price.
    brr_discount_amount: sum((line) => line.discounts.filter((d) => d.discount_origin === 'creansmaerd').reduce((t, d) => t + d.discount_amount, 0)),
    coupon_discount_amount: sum((line) => guestDiscounts(line, 'coupon')),
    promotion_discount_amount: sum((line) => guestDiscounts(line, 'payment')),
    total_special_discount: sum((line) => guestDiscounts(line, 'all_users')),
    discounted_price: sum((line) => charged(line).discount_amount),
    total_price_without_tax: chargedRooms - sum((line) => charged(line).total_price_after_discount_tax),
    total_price: totalPrice,
    sign_in_total_price: signInTotal,
    member_price: member,
    mcp_currency: mcp?.currency ?? null,
    ...(mcp ? { mcp_total_price_cents: mcp.cents(totalPrice), mcp_sign_in_total_price_cents: mcp.cents(signInTotal), mcp_rate_micro: mcp.rateMicro } : {}),
  };
}
