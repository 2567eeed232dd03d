import * as z from 'zod/mini';
import { CURRENCY_CODES } from '../constants/currencies';
import { UI_LOCALES } from '../constants/locales';
import { SEARCH_MODES } from '../constants/value-sets';
import { ZBookingPrice } from '../entities/booking-price';
import { ZIsoDate, ZKidsTierCount } from '../entities/common';
import { defineContract, ZNoBody } from './contract';
import { jsonParam, ZBooleanParam, ZHotelIdParams } from './query-params';
import { MAX_CHILD_AGE } from './rooms';

export const ZPriceSelection = z.object({
  room_type_code: z.string(),
  room_plan_code: z.string(),
  adults: z.int().check(z.minimum(1), z.maximum(20)),
  children: z._default(z.int().check(z.minimum(0), z.maximum(20)), 0),
  kids_tiers: z._default(z.array(ZKidsTierCount), []),
  /** Hotels that ask for ages: each child's age at check-out. */
  kids_ages: z.optional(z.array(z.int().check(z.minimum(0), z.maximum(MAX_CHILD_AGE)))),
  /** Children sharing an adult's bed (ADR 130): kept with the booking, it does not change the price. */
  shared_bed_children: z.optional(z.int().check(z.minimum(1), z.maximum(20))),
  quantity: z._default(z.int().check(z.minimum(1), z.maximum(10)), 1),
});

export const ZRoomsPriceQuery = z
  .object({
    checkin: ZIsoDate,
    /** Omitted for day use. */
    checkout: z.optional(ZIsoDate),
    /** JSON array of selections. */
    selections: jsonParam(z.array(ZPriceSelection).check(z.minLength(1), z.maxLength(10)), 'selections must be a JSON array'),
    is_day_use: z._default(ZBooleanParam, false),
    coupon_code: z.optional(z.string().check(z.maxLength(64))),
    /** The search's terms (ADR 193): a secret or promo plan is priced only under the terms that offered it. */
    mode: z.optional(z.enum(SEARCH_MODES)),
    promo_code: z.optional(z.string().check(z.maxLength(64))),
    /** Points the signed-in member would spend (ADR 220); checked as the booking checks them. */
    spending_point_value: z.optional(z.coerce.number().check(z.int(), z.nonnegative())),
    /** A voucher of the signed-in member (voucher mode): its amount comes off the total. */
    voucher_coupon_code: z.optional(z.string().check(z.maxLength(64))),
    /** Whether the guest pays by card, which is what the payment promotion rewards. */
    pay_by_card: z._default(ZBooleanParam, false),
    locale: z._default(z.enum(UI_LOCALES), 'ja'),
    /** The currency the guest chose: the answer adds its mcp_ amounts when the hotel offers multi-currency. */
    mcp_currency: z.optional(z.enum(CURRENCY_CODES)),
  })
  .check(
    z.refine((q) => q.is_day_use || (q.checkout !== undefined && q.checkout > q.checkin), {
      message: 'checkout must be after checkin',
      path: ['checkout'],
    }),
  );

export const getRoomsPrice = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/rooms/price',
  params: ZHotelIdParams,
  query: ZRoomsPriceQuery,
  body: ZNoBody,
  response: ZBookingPrice,
  session: true,
});
