import type { CurrencyCode } from '#domain/constants/currencies.ts';
import { CARD_NOT_ACCEPTED_CODE, EXCHANGE_RATES_UPDATED_TITLE, PRICE_CHANGED_TITLE } from '#domain/constants/error-codes.ts';
import { inCardMaintenanceWindow } from '#domain/rules/card-payment.ts';
import { TIME } from '#domain/constants/limits.ts';
import type { CreateReservationRequest } from '#domain/entities/reservation.ts';
import type { ReservationOwner } from '#domain/rules/reservation-access.ts';
import { visitorTargetingLabels } from '#domain/rules/targeting-labels.ts';
import { chargedRoomPrice } from '#domain/rules/member-price.ts';
import { bookingForSomeoneElse, chargesCard, paidBeforeStay, paymentSplit, PLAN_METHOD_FOR, sharedPaymentTypes } from '#domain/rules/booking-payment.ts';
import { attachToReservation, unusableAttachmentIds } from '../attachments/file-attachments';
import type { Database } from '../db/open-database';
import { ApiError, invalidRequest, type ErrorDetail } from '../http/api-error';
import { roomsLimit, type HotelRow } from '../hotels/hotel-row';
import { pickLocalized } from '../i18n/localized';
import { freeAllotmentByRoomPlan, freeRoomsByRoomType } from '../inventory/availability';
import { soldOutError } from '../inventory/sold-out';
import { writeReservationMail } from '../outbox/reservation-mail';
import { chargeCard, type CardCharge } from '../payments/card-charge';
import { assertCouponAvailable, redeemCoupon } from '../pricing/coupon-redemptions';
import { mcpConverter } from '../pricing/exchange-rates';
import { spendCardToken } from '../payments/card-tokens';
import { gatewayFor } from '../payments/payment-gateways';
import { openHubTransaction, paymentHubConfigOf } from '../payments/payment-hub';
import { createAmazonCheckoutSession } from '../payments/amazon-pay';
import { capturePayPalOrder, isPayPalOrderToken } from '../payments/paypal-orders';
import { completeAdyenSession, takesAdyen } from '../payments/adyen-sessions';
import { offeredPlanMethods } from '../payments/bank-transfer';
import { recordCharge } from '../payments/payment-charges';
import type { NightlyRate } from '../pricing/room-stay-price';
import { ratesByRoomPlan } from '../pricing/stay-rates';
import { newBypassToken, newReservationNumber } from '../security/random-tokens';
import type { ClientSession } from '../sessions/client-sessions';
import { assertPlansBookable, type PlanAccess } from '../rooms/plan-visibility';
import { sharedBedIssues } from '../rooms/search-setup';
import { hotelToday, type Stay } from '../stays/stay';
import { answerIssues, guestDetailIssues, roomGuests } from './guest-details';
import { assertSourceOfHotel } from './booking-source';
import { assertEmailVerified } from '../ota/email-verifications';
import { attemptFingerprint, findAttempt, isExecutedRefusal, keyReusedError, rememberAttempt, ReplayedRefusal, type AttemptOutcome } from './idempotency';
import { kidsColumn } from './kids-column';
import { writeAnswers } from './reservation-answers';
import { bookingTotal, reservedStay } from './booking-total';
import { moveExtraStock, type ReservationPrice } from './reservation-price';
import { countBy, resolveRequestedRooms, type RequestedRoom } from './requested-rooms';
import { openChallenge } from './three-d-secure';
import { assertCouponHolder } from '../loyalty/member-coupons';
import type { MemberDeductions } from '../loyalty/member-deductions';
import { spendPointsOnReservation } from '../loyalty/point-ledger';
import { saveCardFromToken } from '../loyalty/saved-cards';
import { consumeVoucher } from '../loyalty/vouchers';
import { assertNoOverlap } from './overlapping-reservation';
import { takeSeats } from '../ota/stay-flights';

export type CreateReservationInput = {
  hotel: HotelRow;
  session: ClientSession;
  idempotencyKey: string;
  body: CreateReservationRequest;
  now: Date;
  /** Origins of the app, the only places a 3-D Secure challenge may send the guest back to. */
  appOrigins: readonly string[];
  /** Who is signed in while booking: the reservation is theirs to change later (document 1 section 6). */
  owner?: ReservationOwner;
  /** The search terms and sign-in the plans are booked under (ADR 193); every room's plan must be open to them. */
  planAccess: PlanAccess;
  /** The booker's targeting labels (questions/visitor-labels.ts): which questions they are asked. */
  visitorLabels?: readonly string[];
};

/**
 * Books the rooms once per idempotency key (ADR 197). Everything happens in one immediate transaction: stock is
 * read and taken under the write lock, so two requests for the last room cannot both see it free, even from two
 * processes, and two requests with one key run one after the other: the second finds the first's result. The
 * result is stored with the key, a refusal of a request that started executing too (it is thrown after commit).
 */
export function createReservation(db: Database, input: CreateReservationInput): { reservationId: number; replayed: boolean } {
  const scope = { brandId: input.session.brandId, key: input.idempotencyKey };
  const requestSha256 = attemptFingerprint(input.hotel.id, input.body);
  const result = db
    .transaction(() => {
      const earlier = findAttempt(db, scope);
      if (earlier) {
        if (earlier.requestSha256 !== requestSha256) throw keyReusedError();
        if (earlier.outcome.kind === 'refused') throw new ReplayedRefusal(earlier.outcome.status, earlier.outcome.body);
        return { reservationId: earlier.outcome.reservationId, replayed: true };
      }
      const remember = (outcome: AttemptOutcome) =>
        rememberAttempt(db, scope, { hotelId: input.hotel.id, requestSha256, outcome, createdAt: input.now.toISOString() });
      try {
        // A savepoint: a refusal undoes the booking's writes and keeps the transaction to store the refusal in.
        const reservationId = db.transaction(() => bookRooms(db, input))();
        remember({ kind: 'booked', reservationId });
        return { reservationId, replayed: false };
      } catch (error) {
        if (!isExecutedRefusal(error)) throw error;
        remember({ kind: 'refused', status: error.status, body: error.body });
        return { refusal: error };
      }
    })
    .immediate();
  if ('refusal' in result) throw result.refusal;
  return result;
}

/** The booking itself: checks, stock, price, payment and the rows. A refusal throws. */
function bookRooms(db: Database, input: CreateReservationInput): number {
  const { hotel, session, body, now } = input;
  const limit = roomsLimit(hotel);
  if (body.rooms.length > limit) {
    throw invalidRequest(`This hotel takes at most ${limit} rooms in one reservation.`, {
      rooms: [{ error: `at most ${limit} rooms` }],
    });
  }
  assertSourceOfHotel(db, hotel, body.booking_source);
  assertEmailVerified(db, session, body.booking_source, body.booker.email, body.email_verification_token, now);
  const stay = reservedStay(hotel, body, now);
  const today = hotelToday(hotel, now);
  const rooms = resolveRequestedRooms(db, hotel, body, stay, today);
  assertPlansBookable(db, hotel, body.rooms.map((room, i) => ({ field: `rooms.${i}.room_plan_code`, room_plan_code: room.room_plan_code })), input.planAccess);
  const attachmentIds = (body.answers ?? []).flatMap((answer) => answer.attachment_ids ?? []);
  assertDetails({
    ...guestDetailIssues(hotel, body),
    ...sharedBedIssues(hotel, body.rooms),
    ...answerIssues(db, hotel, body, today, input.visitorLabels ?? visitorTargetingLabels(null)),
    ...attachmentIssues(unusableAttachmentIds(db, { hotelId: hotel.id, sessionId: session.id }, attachmentIds), body),
  });
  assertInStock(db, hotel, stay, rooms, ratesByRoomPlan(db, hotel.id, stay));
  // Under the write lock: two bookings of one guest at once cannot both miss each other.
  if (body.overlap_confirmed === false) assertNoOverlap(db, hotel.id, { email: body.booker.email, owner: input.owner }, body);

  const memberId = input.owner?.kind === 'member' ? input.owner.member_id : null;
  assertCouponHolder(db, hotel.id, body.coupon_code, memberId);
  // The member price is re-derived from the session's member (ADR 225); a member's voucher and points are checked
  // here under the write lock, so two bookings spending the same points cannot both pass: the second sees the first's.
  const { price, deductions, flights } = bookingTotal(db, { hotel, body, stay, memberId, today, now });
  const hotelCurrency = hotel.currency as CurrencyCode;
  const paymentCurrency = body.payment_currency ?? hotelCurrency;
  const allowed = sharedPaymentTypes(rooms.map((room) => offeredPlanMethods(hotel, room.plan.payment_methods)), paymentCurrency, price.total);
  if (!allowed.includes(body.payment.type)) {
    throw invalidRequest('These rooms cannot be paid this way.', { 'payment.type': [{ error: 'payment_type_not_allowed' }] });
  }
  if (price.total !== body.expected_total_price) {
    throw new ApiError(
      409,
      PRICE_CHANGED_TITLE,
      'The price has changed since the search. Please check the new total.',
      { payloads: { total_price: price.total } },
    );
  }
  // The currency chosen at booking (ADR 131) and the total in it, at the rate of this moment (ADR 163); a guest
  // who saw another rate rechecks the converted prices first (ADR 251), before any card is charged.
  const mcp = mcpConverter(db, hotel, body.payment_currency);
  if (mcp && body.mcp_rate_micro !== undefined && body.mcp_rate_micro !== mcp.rateMicro) {
    throw new ApiError(409, EXCHANGE_RATES_UPDATED_TITLE, 'The exchange rates have been updated. Please check the prices again.', {
      payloads: { mcp_currency: mcp.currency, mcp_rate_micro: mcp.rateMicro, mcp_total_price_cents: mcp.cents(price.total) },
    });
  }
  // A coupon that discounted the stay takes one of its uses, checked and taken under this write lock (ADR 193).
  const couponCode = price.rooms.coupon_discount_amount > 0 ? body.coupon_code : undefined;
  const couponGuest = { memberId: input.owner?.kind === 'member' ? input.owner.member_id : null, email: body.booker.email };
  assertCouponAvailable(db, hotel.id, couponCode, couponGuest);
  const split = paymentSplit(body.payment.type, price.total, hotel.deposit_percent);
  // At a PayPal hotel the token is the order the buyer approved, captured below once the reservation exists (ADR 249);
  // a gmo-paypal or paygent-paypal hotel's card token is a card, charged by its gateway below (ADR 264).
  const payPalOrderId = 'card_token' in body.payment && isPayPalOrderToken(hotel, body.payment.card_token) ? body.payment.card_token : undefined;
  // At an Adyen hotel the token is the paid session and its result, verified and used below (ADR 257).
  // At adyen_gmo_paypal (ADR 268) any token that is not a PayPal order is held to Adyen's session rules.
  const adyenToken = 'card_token' in body.payment && payPalOrderId === undefined && takesAdyen(hotel) ? body.payment.card_token : undefined;
  const card =
    'card_token' in body.payment && payPalOrderId === undefined && adyenToken === undefined
      ? chargeCard(db, body.payment, {
          checkout: stay.checkout,
          charge: split.deposit_amount,
          hotelCurrency,
          paymentCurrency,
          now,
          gateway: { gateway: gatewayFor(hotel.payment_provider), hotelId: hotel.id },
          memberId,
        })
      : undefined;
  const returnUrl = card?.needsChallenge ? challengeReturnUrl(body, input.appOrigins) : undefined;
  // Paid on the payment hub's page (ADR 248): the booking waits, like a 3-D Secure one, for the hub's signed result.
  const hub = 'payment_hub' in body.payment && body.payment.payment_hub === true ? hubPayment(hotel, body, input.appOrigins, now) : undefined;
  // Paid on Amazon's hosted page (ADR 258): the booking waits the same way for its checkout session.
  const amazonReturnUrl = body.payment.type === 'amazon_pay' ? challengeReturnUrl(body, input.appOrigins) : undefined;

  const reservationId = insertReservation(
    db,
    input,
    rooms,
    { ...price, split, deductions },
    card,
    mcp && { currency: mcp.currency, totalCents: mcp.cents(price.total) },
    hub !== undefined || amazonReturnUrl !== undefined,
  );
  if (flights) takeSeats(db, reservationId, flights);
  if (payPalOrderId !== undefined) {
    capturePayPalOrder(db, payPalOrderId, { hotelId: hotel.id, sessionId: session.id, idempotencyKey: input.idempotencyKey, amount: split.deposit_amount, reservationId });
  }
  const adyenPspReference =
    adyenToken === undefined
      ? undefined
      : completeAdyenSession(db, adyenToken, { hotelId: hotel.id, sessionId: session.id, idempotencyKey: input.idempotencyKey, amount: split.deposit_amount, reservationId });
  if (memberId !== null && deductions.points > 0) spendPointsOnReservation(db, memberId, reservationId, deductions.points, today, now);
  if (deductions.voucher) consumeVoucher(db, deductions.voucher.id, reservationId, now);
  if (card && 'save_card' in body.payment && body.payment.save_card === true) {
    if (memberId === null) throw invalidRequest('Sign in to save a card.', { 'payment.save_card': [{ error: 'member_sign_in_required' }] });
    saveCardFromToken(db, memberId, card.token, now);
  }
  moveExtraStock(db, price.extras, 1);
  if (couponCode !== undefined) redeemCoupon(db, { hotelId: hotel.id, code: couponCode, reservationId, guest: couponGuest, now });
  attachToReservation(db, attachmentIds, reservationId);
  if (card) spendCardToken(db, card.token.token, reservationId);
  if (returnUrl !== undefined) openChallenge(db, reservationId, returnUrl);
  else if (hub !== undefined) {
    // What is charged now: the total or the deposit; a card kept as an on-site guarantee is authorised for nothing.
    const amount = chargesCard(body.payment.type) ? split.deposit_amount : 0;
    const transactionId = openHubTransaction(db, { reservationId, hotelId: hotel.id, amount, currency: hotel.currency, config: hub.config, returnUrl: hub.returnUrl, now });
    recordCharge(db, { reservationId, hotelId: hotel.id, provider: 'payment_hub', reference: transactionId, currency: hotel.currency, amount, now });
  } else if (amazonReturnUrl !== undefined) {
    const reservationNumber = db.prepare<[number], { reservation_number: string }>('SELECT reservation_number FROM reservations WHERE id = ?').get(reservationId)?.reservation_number ?? '';
    createAmazonCheckoutSession(db, { reservationId, hotelId: hotel.id, reservationNumber, amount: split.deposit_amount, currency: hotel.currency, returnUrl: amazonReturnUrl, now });
  } else writeReservationMail(db, reservationId, { kind: 'confirmed' }, now);
  // What was charged and by whom (ADR 259): a refund or a later capture goes back through that provider. A charge
  // still waiting on 3-D Secure or the hub is recorded too; the provider moves money on it only once it is taken.
  if (card && chargesCard(body.payment.type)) {
    const provider = gatewayFor(hotel.payment_provider).provider ?? 'stand_in';
    recordCharge(db, { reservationId, hotelId: hotel.id, provider, reference: card.token.token, currency: hotel.currency, amount: split.deposit_amount, now });
  }
  if (payPalOrderId !== undefined && chargesCard(body.payment.type)) {
    recordCharge(db, { reservationId, hotelId: hotel.id, provider: 'paypal', reference: payPalOrderId, currency: hotel.currency, amount: split.deposit_amount, now });
  }
  if (adyenPspReference !== undefined && chargesCard(body.payment.type)) {
    recordCharge(db, { reservationId, hotelId: hotel.id, provider: 'adyen', reference: adyenPspReference, currency: hotel.currency, amount: split.deposit_amount, now });
  }
  return reservationId;
}

/** Several rooms of one type (or one capped plan) count together against the tightest night. */
export function assertInStock(
  db: Database,
  hotel: HotelRow,
  stay: Stay,
  rooms: readonly RequestedRoom[],
  rates: ReadonlyMap<number, readonly NightlyRate[]>,
): void {
  const freeRooms = freeRoomsByRoomType(db, hotel.id, stay);
  const freeAllotments = freeAllotmentByRoomPlan(db, hotel.id, stay);
  const short =
    rooms.some((room) => !rates.has(room.plan.id)) ||
    [...countBy(rooms, (room) => room.roomType.id)].some(([id, wanted]) => (freeRooms.get(id) ?? 0) < wanted) ||
    [...countBy(rooms, (room) => room.plan.id)].some(([id, wanted]) => (freeAllotments.get(id) ?? Infinity) < wanted);
  if (short) throw soldOutError();
}

/** Attachments must be this session's uploads to this hotel, each used by one reservation only. */
function attachmentIssues(unusable: readonly string[], body: CreateReservationRequest): Record<string, ErrorDetail[]> {
  const fields: Record<string, ErrorDetail[]> = {};
  (body.answers ?? []).forEach((answer, i) => {
    if ((answer.attachment_ids ?? []).some((id) => unusable.includes(id))) {
      fields[`answers.${i}.attachment_ids`] = [{ error: 'invalid_attachment' }];
    }
  });
  return fields;
}

/** Every guest-detail rule that failed, at once, so the form can mark all its fields in one round. */
function assertDetails(fields: Record<string, ErrorDetail[]>): void {
  if (Object.keys(fields).length > 0) throw invalidRequest('Some guest details are missing or not valid.', fields);
}

/** The challenge sends the guest back into the app, so only an address on one of the app's origins is taken. */
function challengeReturnUrl(body: CreateReservationRequest, appOrigins: readonly string[]): string {
  const returnUrl = 'return_url' in body.payment ? body.payment.return_url : undefined;
  if (returnUrl === undefined) {
    throw invalidRequest('A return address is needed for the card check.', { 'payment.return_url': [{ error: 'required' }] });
  }
  if (!appOrigins.includes(new URL(returnUrl).origin)) {
    throw invalidRequest('The return address is not on the app.', { 'payment.return_url': [{ error: 'invalid_return_url' }] });
  }
  return returnUrl;
}

/**
 * A card way paid on the payment hub's page: only at a hotel whose settings name the hub, outside the card
 * maintenance window (as every card), and sending the guest back only to the app.
 */
function hubPayment(hotel: HotelRow, body: CreateReservationRequest, appOrigins: readonly string[], now: Date) {
  const config = paymentHubConfigOf(hotel);
  if (config === null) {
    throw invalidRequest('This hotel does not take cards on a payment hub.', { 'payment.payment_hub': [{ error: 'payment_hub_not_offered' }] });
  }
  if (inCardMaintenanceWindow(now)) {
    throw new ApiError(422, 'card_maintenance', 'Card payment is under maintenance. Please choose another way to pay.', {
      codes: [CARD_NOT_ACCEPTED_CODE],
      fields: { 'payment.type': [{ error: 'card_maintenance' }] },
    });
  }
  return { config, returnUrl: challengeReturnUrl(body, appOrigins) };
}

function insertReservation(
  db: Database,
  { hotel, session, body, now, owner = { kind: 'guest' } }: CreateReservationInput,
  rooms: readonly RequestedRoom[],
  price: ReservationPrice & { split: ReturnType<typeof paymentSplit>; deductions: MemberDeductions },
  card: CardCharge | undefined,
  mcp: { currency: string; totalCents: number } | null,
  paidOnRedirect = false,
): number {
  const pending = card?.needsChallenge === true || paidOnRedirect;
  const guests = roomGuests(body);
  const { address, first_name_kana, last_name_kana } = body.booker;
  const details = {
    first_name_kana,
    last_name_kana,
    address,
    receipt_name: body.receipt_name,
    tax_id: body.tax_id,
    is_booking_for_someone_else: bookingForSomeoneElse(body.booker, guests[0]),
  };
  const answer = price.rooms;
  const breakdown = {
    room_price_without_tax: answer.room_price_without_tax,
    accommodation_tax: answer.accommodation_tax,
    discounted_price: answer.discounted_price,
    coupon_discount_amount: answer.coupon_discount_amount,
    promotion_discount_amount: answer.promotion_discount_amount,
    total_special_discount: answer.total_special_discount,
    total_extra_price: price.extras.reduce((sum, extra) => sum + extra.total_price, 0),
    ...(price.deductions.points > 0 ? { spending_point_value: price.deductions.points } : {}),
    ...(price.deductions.voucher ? { voucher_coupon_discount_amount: price.deductions.voucher.discount } : {}),
    ...price.split,
  };
  const roomTax = answer.rooms.reduce((sum, line) => sum + chargedRoomPrice(answer, line).total_price_after_discount_tax, 0);
  const { lastInsertRowid } = db
    .prepare(`
      INSERT INTO reservations (
        hotel_id, reservation_number, bypass_token, status, locale, booking_method, payment_type, currency,
        booker_first_name, booker_last_name, email, phone, checkin_date, checkout_date, total_price, tax,
        client_session_id, created_at, guest_details, price_breakdown, coupon_code, card_brand, card_last4,
        payment_expires_at, payment_method, is_day_use, owner_kind, owner_member_id, owner_organization_id,
        mcp_currency, mcp_total_price_cents, spending_point_value, attribution
      ) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(
      hotel.id,
      unusedReservationNumber(db),
      newBypassToken(),
      pending ? 'payment_pending' : 'done',
      body.locale,
      body.booking_source,
      // A card charged now (in full or a deposit) is prepaid; the other ways keep their own names (section 9.3).
      paidBeforeStay(body.payment.type) ? 'pre_paid' : body.payment.type,
      hotel.currency,
      body.booker.first_name,
      body.booker.last_name,
      body.booker.email,
      body.booker.phone,
      body.checkin,
      body.checkout,
      price.total,
      roomTax + price.extras.reduce((sum, extra) => sum + extra.tax, 0),
      session.id,
      now.toISOString(),
      JSON.stringify(details),
      JSON.stringify(breakdown),
      price.rooms.coupon_discount_amount > 0 ? (body.coupon_code ?? null) : null,
      card?.token.brand ?? null,
      card?.token.last4 ?? null,
      pending ? new Date(now.getTime() + TIME.threeDSecureLimitMs).toISOString() : null,
      PLAN_METHOD_FOR[body.payment.type],
      body.is_day_use === true ? 1 : 0,
      owner.kind,
      owner.kind === 'member' ? owner.member_id : null,
      owner.kind === 'organization' ? owner.organization_id : null,
      mcp?.currency ?? null,
      mcp?.totalCents ?? null,
      price.deductions.points,
      body.attribution && Object.keys(body.attribution).length > 0 ? JSON.stringify(body.attribution) : null,
    );
  const reservationId = Number(lastInsertRowid);
  const insertRoom = db.prepare(`
    INSERT INTO reservation_rooms (
      reservation_id, room_type_id, room_plan_id, room_type_name, room_plan_name, adults, children,
      guest_first_name, guest_last_name, total_price, tax, men_count, women_count, guest_first_name_kana,
      guest_last_name_kana, accommodation_tax, discount_amount, kids
    ) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertNight = db.prepare(
    'INSERT INTO reservation_nights (reservation_room_id, room_type_id, room_plan_id, date, price) VALUES (?, ?, ?, ?, ?)',
  );
  rooms.forEach(({ request, roomType, plan }, i) => {
    const line = answer.rooms[i];
    const guest = guests[i];
    if (!line || !guest) throw new Error('the price call answered another number of rooms than were booked');
    const { lastInsertRowid: roomId } = insertRoom.run(
      reservationId,
      roomType.id,
      plan.id,
      pickLocalized(roomType.names, body.locale),
      pickLocalized(plan.names, body.locale),
      request.adults,
      request.children,
      guest.first_name,
      guest.last_name,
      chargedRoomPrice(answer, line).total_price_after_discount + line.accommodation_tax,
      chargedRoomPrice(answer, line).total_price_after_discount_tax,
      request.men_count ?? null,
      request.women_count ?? null,
      guest.first_name_kana ?? null,
      guest.last_name_kana ?? null,
      line.accommodation_tax,
      chargedRoomPrice(answer, line).discount_amount,
      kidsColumn(request),
    );
    for (const night of line.nightly_prices) insertNight.run(roomId, roomType.id, plan.id, night.date, night.price);
  });
  const insertExtra = db.prepare(
    'INSERT INTO reservation_extras (reservation_id, extra_id, date, delivery_time, delivery_price, quantity, total_price) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const extra of price.extras) {
    insertExtra.run(reservationId, extra.extra_id, extra.date, extra.delivery_time, extra.delivery_price, extra.quantity, extra.total_price);
  }
  writeAnswers(db, reservationId, body.answers ?? []);
  return reservationId;
}

/** 45 random bits make a clash unlikely, not impossible; under the write lock a check-then-insert is safe. */
function unusedReservationNumber(db: Database): string {
  const taken = db.prepare<[string], { id: number }>('SELECT id FROM reservations WHERE reservation_number = ?');
  let number = newReservationNumber();
  while (taken.get(number)) number = newReservationNumber();
  return number;
}
