import { offeredPlanMethods } from '../payments/bank-transfer';
import { chargeOf, heldAmount, moveChargeMoney } from '../payments/payment-charges';
import { capturesLater } from '../payments/payment-gateways';
import { exceedsVisaMastercardCap } from '#domain/rules/card-payment.ts';
import type * as z from 'zod/mini';
import { PAY_NOT_UPDATABLE_CODE, PRICE_CHANGED_TITLE } from '#domain/constants/error-codes.ts';
import type { CurrencyCode } from '#domain/constants/currencies.ts';
import { PAYMENT_TYPE_NOT_UPDATABLE_TITLE } from '#domain/contracts/reservation-management.ts';
import type { CreateReservationRequest, PaymentRequest, Reservation } from '#domain/entities/reservation.ts';
import type { UpdateSettingsRequest, ZUpdateSettingsAnswer } from '#domain/entities/reservation-management.ts';
import { changedStay } from '#domain/rules/reservation-management.ts';
import { isCardMethodType } from '#domain/rules/card-methods.ts';
import { chargedRoomPrice } from '#domain/rules/member-price.ts';
import { BOOKING_PAYMENT_TYPES, chargesCard, paidBeforeStay, paymentSplit, PLAN_METHOD_FOR, sharedPaymentTypes, type BookingPaymentType } from '#domain/rules/booking-payment.ts';
import type { Database } from '../db/open-database';
import { ApiError, invalidRequest } from '../http/api-error';
import type { HotelRow } from '../hotels/hotel-row';
import { writeReservationMail } from '../outbox/reservation-mail';
import { priceBuyerFor } from '../pricing/member-price';
import { ratesByRoomPlan } from '../pricing/stay-rates';
import { assertInStock } from '../reservations/create-reservation';
import { answerIssues } from '../reservations/guest-details';
import { kidsColumn, readKidsColumn } from '../reservations/kids-column';
import { writeAnswers } from '../reservations/reservation-answers';
import { moveExtraStock, priceReservation } from '../reservations/reservation-price';
import { refundReservationPoints } from '../loyalty/point-ledger';
import { resolveRequestedRooms } from '../reservations/requested-rooms';
import { loadReservation } from '../reservations/reservation-view';
import { searchStay, sharedBedLimit } from '../rooms/search-setup';
import { hotelToday } from '../stays/stay';
import { assertUpdatable } from './management-state';
import { ownerOf, readManagedRow, type ManagedReservation } from './managed-reservation';
import { foreignAttachmentIssues } from './stored-answers';

type UpdateAnswer = z.input<typeof ZUpdateSettingsAnswer>;

/** Carries a dry run's answer out of its transaction, which throwing rolls back. */
class DryRunDone extends Error {
  constructor(readonly answer: UpdateAnswer) {
    super('dry run');
  }
}

/**
 * Applies a change in one immediate transaction: the reservation's own nights and extras are released first, then
 * the changed reservation is checked and priced exactly as a new booking of the same plans would be (stock, plan
 * rules such as minimum nights, occupancy, extras, answers), and written back. A dry run does all of it and rolls
 * back, so the preview and the change cannot disagree.
 */
export function updateReservationSettings(
  db: Database,
  managed: ManagedReservation,
  body: UpdateSettingsRequest,
  { now, dryRun }: { now: Date; dryRun: boolean },
): UpdateAnswer {
  try {
    return db.transaction(() => {
      const current: ManagedReservation = { ...managed, row: readManagedRow(db, managed.row.id) };
      assertUpdatable(db, current, now);
      const { row, hotel } = current;
      const before = loadReservation(db, row.id);
      if (!before) throw new Error(`reservation ${row.id} vanished`);
      const paymentType = currentPaymentType(before);
      const request = changedRequest(db, hotel, before, body, paymentType);

      releaseNightsAndExtras(db, row.id);
      // A day use holds its one day as the booking did (checkin to the next day), though its checkout is checkin.
      const stay = searchStay(hotel, request.checkin, request.checkout, request.is_day_use === true, now);
      const today = hotelToday(hotel, now);
      const rooms = resolveRequestedRooms(db, hotel, request, stay, today);
      const issues = body.answers === undefined ? {} : { ...foreignAttachmentIssues(db, row.id, body.answers), ...answerIssues(db, hotel, request, today) };
      if (Object.keys(issues).length > 0) throw invalidRequest('Some answers are missing or not valid.', issues);
      assertInStock(db, hotel, stay, rooms, ratesByRoomPlan(db, hotel.id, stay));
      // A member's reservation is re-priced at their member price, by the rank they hold now (ADR 225).
      const owner = ownerOf(row);
      const price = priceReservation(db, hotel, request, stay, now, priceBuyerFor(db, owner.kind === 'member' ? owner.member_id : null, today));

      const allowed = sharedPaymentTypes(rooms.map((room) => offeredPlanMethods(hotel, room.plan.payment_methods)), hotel.currency as CurrencyCode, price.total);
      if (!allowed.includes(request.payment.type)) {
        throw invalidRequest('These rooms cannot be paid this way.', { payment_type: [{ error: 'payment_type_not_allowed' }] });
      }
      // A card charged at booking is charged what the changed booking charges (ADR 259): a lower price is refunded,
      // a higher one captured, through the provider that took it. A charge the provider cannot take more on (over the
      // Visa and Mastercard cap, or none recorded) leaves the total as it was.
      const charge = chargesCard(paymentType) ? chargeOf(db, hotel.id, row.id) : undefined;
      const owed = paymentSplit(paymentType, price.total, hotel.deposit_percent).deposit_amount - heldAmount(charge);
      const brand = before.payment.card?.brand;
      const overCap = owed > 0 && brand !== undefined && exceedsVisaMastercardCap(brand, heldAmount(charge) + owed);
      // Adyen captures no more than it authorised (ADR 263): the preview says so before the guest confirms.
      const cannotCapture = owed > 0 && charge !== undefined && !capturesLater(charge.provider);
      if (chargesCard(paymentType) && price.total !== before.total_price && (charge === undefined || overCap || cannotCapture)) {
        throw new ApiError(409, PAYMENT_TYPE_NOT_UPDATABLE_TITLE, 'This change would alter an amount already paid by card. Please contact the hotel.', {
          codes: [PAY_NOT_UPDATABLE_CODE],
          baseCode: PAY_NOT_UPDATABLE_CODE,
          payloads: { total_price: price.total },
        });
      }
      if (!dryRun) {
        if (body.expected_total_price === undefined) {
          throw invalidRequest('Send the total you were shown to confirm the change.', { expected_total_price: [{ error: 'required' }] });
        }
        if (body.expected_total_price !== price.total) {
          throw new ApiError(409, PRICE_CHANGED_TITLE, 'The price has changed. Please check the new total.', { payloads: { total_price: price.total } });
        }
      }

      // "Points used on an old reservation are refunded after an update" (document 1 section 4): the changed booking
      // is priced without them, and they go back in this transaction (a dry run's rollback undoes it, ADR 220).
      const points = refundReservationPoints(db, row.id, today, now);
      writeChange(db, { reservationId: row.id, request, price, rooms: before.rooms, depositPercent: hotel.deposit_percent, now, answersSent: body.answers !== undefined });
      const after = loadReservation(db, row.id);
      if (!after) throw new Error(`reservation ${row.id} vanished`);
      const answer: UpdateAnswer = {
        dry_run: dryRun,
        reservation: after,
        previous_total_price: before.total_price,
        total_price: after.total_price,
        price_difference: after.total_price - before.total_price,
        refunded_points: points.refunded > 0 ? points.refunded : null,
      };
      if (dryRun) throw new DryRunDone(answer);
      // Under the write lock, so the same change sent again is priced against the changed booking and owes nothing.
      if (charge !== undefined && owed !== 0) {
        moveChargeMoney(db, { hotelId: hotel.id, reservationId: row.id, kind: owed < 0 ? 'refund' : 'capture', amount: Math.abs(owed), key: changeKey(db, charge.id), now });
      }
      // In the transaction, as the cancellation mail: the guest hears of a change only once it is written for good.
      writeReservationMail(db, row.id, { kind: 'changed', priceDifference: answer.price_difference }, now);
      return answer;
    }).immediate();
  } catch (error) {
    if (error instanceof DryRunDone) return error.answer;
    throw error;
  }
}

/** The n-th money change of a charge: each change of the booking moves money once under its own key. */
function changeKey(db: Database, chargeId: number): string {
  const done = db.prepare<[number], { n: number }>("SELECT COUNT(*) AS n FROM payment_operations WHERE charge_id = ? AND idempotency_key LIKE 'change:%'").get(chargeId)?.n ?? 0;
  return `change:${done + 1}`;
}

function currentPaymentType(reservation: Reservation): BookingPaymentType {
  const method = reservation.payment.method;
  return BOOKING_PAYMENT_TYPES.find((type) => PLAN_METHOD_FOR[type] === method) ?? 'on_site';
}

/** The booking as it would be made today with the changes: same plans, guests, booker, coupon and locale. */
function changedRequest(db: Database, hotel: HotelRow, before: Reservation, body: UpdateSettingsRequest, paymentType: BookingPaymentType): CreateReservationRequest {
  const roomChanges = new Map((body.rooms ?? []).map((room) => [room.id, room]));
  const unknown = [...roomChanges.keys()].find((id) => !before.rooms.some((room) => room.id === id));
  if (unknown !== undefined) throw invalidRequest('This room is not part of the reservation.', { rooms: [{ error: 'unknown_room' }] });
  if (body.payment_type !== undefined && body.payment_type !== paymentType && (chargesCard(paymentType) || paymentType === 'on_site_credit_card_required')) {
    throw new ApiError(409, PAYMENT_TYPE_NOT_UPDATABLE_TITLE, 'A reservation paid or guaranteed by card keeps its payment.', {
      codes: [PAY_NOT_UPDATABLE_CODE],
      baseCode: PAY_NOT_UPDATABLE_CODE,
    });
  }
  const dayUse = before.is_day_use === true;
  const stay = changedStay({ checkin: before.checkin_date, checkout: before.checkout_date, is_day_use: dayUse }, body);
  if ('invalid' in stay) {
    throw invalidRequest(dayUse ? 'A day use ends on its check-in day.' : 'Check-out must be after check-in.', { checkout: [{ error: 'invalid_checkout' }] });
  }
  const bookedKids = db.prepare<[number], { kids: string | null }>('SELECT kids FROM reservation_rooms WHERE id = ?');
  return {
    checkin: stay.checkin,
    checkout: stay.checkout,
    ...(dayUse ? { is_day_use: true } : {}),
    locale: localeOf(db, before.reservationID),
    booking_source: before.booking_method,
    booker: {
      first_name: before.booker?.first_name ?? '',
      last_name: before.booker?.last_name ?? '',
      email: before.email,
      phone: before.phone,
    },
    rooms: before.rooms.map((room) => {
      const change = roomChanges.get(room.id);
      // The children keep the tiers or ages they were booked with unless the change names their own.
      const booked = readKidsColumn(bookedKids.get(room.id)?.kids ?? null);
      const kids = change?.kids_tiers || change?.kids_ages ? change : booked;
      const men = change ? change.men_count : (room.men_count ?? undefined);
      const women = change ? change.women_count : (room.women_count ?? undefined);
      const adults = change?.adults ?? room.adults;
      const children = change?.children ?? room.children;
      // Children sharing a bed stay as booked, fewer if the new guests allow fewer (one per adult, say).
      const sharing = Math.min(booked.shared_bed_children ?? 0, sharedBedLimit(hotel, adults, children));
      return {
        room_type_code: room.room_type_code,
        room_plan_code: room.room_plan_code,
        adults,
        children,
        guest: room.guest,
        ...(men === undefined || women === undefined ? {} : { men_count: men, women_count: women }),
        ...(kids?.kids_tiers ? { kids_tiers: kids.kids_tiers } : {}),
        ...(kids?.kids_ages ? { kids_ages: kids.kids_ages } : {}),
        ...(sharing > 0 ? { shared_bed_children: sharing } : {}),
      };
    }),
    payment: paymentOf(db, before.reservationID, body.payment_type ?? paymentType),
    ...(before.coupon_code ? { coupon_code: before.coupon_code } : {}),
    extras:
      body.extras ??
      (before.extras ?? []).map((extra) => ({
        extra_id: extra.extra_id,
        quantity: extra.quantity,
        ...(extra.date === null ? {} : { date: extra.date }),
        ...(extra.delivery_time === null ? {} : { delivery_time: extra.delivery_time }),
      })),
    ...(body.answers === undefined ? {} : { answers: body.answers }),
    expected_total_price: 0,
  };
}

function localeOf(db: Database, reservationId: number): CreateReservationRequest['locale'] {
  return (db.prepare<[number], { locale: string }>('SELECT locale FROM reservations WHERE id = ?').get(reservationId)?.locale ?? 'en') as CreateReservationRequest['locale'];
}

/** Pricing reads only the payment type; a card way names the token the booking spent. */
function paymentOf(db: Database, reservationId: number, type: BookingPaymentType): PaymentRequest {
  if (type === 'on_site' || type === 'deferred_payment' || type === 'bank_transfer') return { type };
  if (type === 'amazon_pay') {
    // Paid on Amazon's page (ADR 258): no token, the checkout session names where Amazon returned to.
    const session = db.prepare<[number], { review_return_url: string }>('SELECT review_return_url FROM amazon_pay_checkout_sessions WHERE reservation_id = ?').get(reservationId);
    if (session === undefined) throw new Error(`amazon pay reservation ${reservationId} has no checkout session`);
    return { type, return_url: session.review_return_url };
  }
  const token = db.prepare<[number], { token: string }>('SELECT token FROM card_tokens WHERE used_by_reservation_id = ?').get(reservationId)?.token;
  // The card methods are paid by token only (ADR 250), never on the hub's page.
  if (isCardMethodType(type)) {
    if (token === undefined) throw new Error(`card reservation ${reservationId} has no card token`);
    return { type, card_token: token };
  }
  if (token !== undefined) return { type, payment_hub: false, card_token: token };
  // Paid in Adyen's or PayPal's own flow (ADR 263): no stand-in token, the booking's charge names the payment.
  const charged = db
    .prepare<[number], { reference: string }>("SELECT reference FROM payment_charges WHERE reservation_id = ? AND provider IN ('adyen', 'paypal')")
    .get(reservationId)?.reference;
  if (charged !== undefined) return { type, payment_hub: false, card_token: charged };
  // Paid on the payment hub's page (ADR 248): no token, the transaction names where the hub returned to.
  const hub = db.prepare<[number], { return_url: string }>('SELECT return_url FROM tripla_pay_transactions WHERE reservation_id = ?').get(reservationId);
  if (hub === undefined) throw new Error(`card reservation ${reservationId} has no card token`);
  return { type, payment_hub: true, return_url: hub.return_url };
}

function releaseNightsAndExtras(db: Database, reservationId: number): void {
  db.prepare('DELETE FROM reservation_nights WHERE reservation_room_id IN (SELECT id FROM reservation_rooms WHERE reservation_id = ?)').run(reservationId);
  const extras = db
    .prepare<[number], { extra_id: number; date: string | null; quantity: number }>('SELECT extra_id, date, quantity FROM reservation_extras WHERE reservation_id = ?')
    .all(reservationId);
  moveExtraStock(db, extras, -1);
  db.prepare('DELETE FROM reservation_extras WHERE reservation_id = ?').run(reservationId);
}

function writeChange(
  db: Database,
  change: {
    reservationId: number;
    request: CreateReservationRequest;
    price: ReturnType<typeof priceReservation>;
    rooms: Reservation['rooms'];
    depositPercent: number;
    now: Date;
    answersSent: boolean;
  },
): void {
  const { reservationId, request, price } = change;
  const answer = price.rooms;
  const split = paymentSplit(request.payment.type, price.total, change.depositPercent);
  const breakdown = {
    room_price_without_tax: answer.room_price_without_tax,
    accommodation_tax: answer.accommodation_tax,
    discounted_price: answer.discounted_price,
    coupon_discount_amount: answer.coupon_discount_amount,
    promotion_discount_amount: answer.promotion_discount_amount,
    total_special_discount: answer.total_special_discount,
    total_extra_price: price.extras.reduce((sum, extra) => sum + extra.total_price, 0),
    ...split,
  };
  const roomTax = answer.rooms.reduce((sum, line) => sum + chargedRoomPrice(answer, line).total_price_after_discount_tax, 0);
  db.prepare(`
    UPDATE reservations SET checkin_date = ?, checkout_date = ?, total_price = ?, tax = ?, price_breakdown = ?, payment_type = ?,
      payment_method = ?, updated_at = ? WHERE id = ?`).run(
    request.checkin,
    request.checkout,
    price.total,
    roomTax + price.extras.reduce((sum, extra) => sum + extra.tax, 0),
    JSON.stringify(breakdown),
    paidBeforeStay(request.payment.type) ? 'pre_paid' : request.payment.type,
    PLAN_METHOD_FOR[request.payment.type],
    change.now.toISOString(),
    reservationId,
  );
  const updateRoom = db.prepare(`
    UPDATE reservation_rooms SET adults = ?, children = ?, men_count = ?, women_count = ?, total_price = ?, tax = ?,
      accommodation_tax = ?, discount_amount = ?, kids = ? WHERE id = ?`);
  const roomRefs = db.prepare<[number], { room_type_id: number; room_plan_id: number }>('SELECT room_type_id, room_plan_id FROM reservation_rooms WHERE id = ?');
  const insertNight = db.prepare('INSERT INTO reservation_nights (reservation_room_id, room_type_id, room_plan_id, date, price) VALUES (?, ?, ?, ?, ?)');
  change.rooms.forEach((room, i) => {
    const line = answer.rooms[i];
    const wanted = request.rooms[i];
    const refs = roomRefs.get(room.id);
    if (!line || !wanted || !refs) throw new Error('the price call answered another number of rooms than are booked');
    updateRoom.run(
      wanted.adults,
      wanted.children,
      wanted.men_count ?? null,
      wanted.women_count ?? null,
      chargedRoomPrice(answer, line).total_price_after_discount + line.accommodation_tax,
      chargedRoomPrice(answer, line).total_price_after_discount_tax,
      line.accommodation_tax,
      chargedRoomPrice(answer, line).discount_amount,
      kidsColumn(wanted),
      room.id,
    );
    for (const night of line.nightly_prices) insertNight.run(room.id, refs.room_type_id, refs.room_plan_id, night.date, night.price);
  });
  const insertExtra = db.prepare(
    'INSERT INTO reservation_extras (reservation_id, extra_id, date, delivery_time, delivery_price, quantity, total_price) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const extra of price.extras) insertExtra.run(reservationId, extra.extra_id, extra.date, extra.delivery_time, extra.delivery_price, extra.quantity, extra.total_price);
  moveExtraStock(db, price.extras, 1);
  if (change.answersSent) writeAnswers(db, reservationId, request.answers ?? []);
}
