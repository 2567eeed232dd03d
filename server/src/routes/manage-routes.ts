import type { Hono } from 'hono';
import * as z from 'zod/mini';
import {
  answerReservationQuestions,
  batchUpdateReservationAnswers,
  cancelReservation,
  getReservationAnswers,
  getReservationGuests,
  getReservationManagement,
  getReservationReceipt,
  getReservationReview,
  lookupBrandReservation,
  REQUEST_HEADERS,
  submitReservationReview,
  updateReservationGuests,
  updateReservationSettings,
} from '#domain/contracts/index.ts';
import { INVALID_CODE, POINTS_NOT_RETURNED_CODE } from '#domain/constants/error-codes.ts';
import { RESERVATION_SEARCH_FAILED_TITLE } from '#domain/contracts/reservation-management.ts';
import { ApiError, invalidSession, notFound } from '../http/api-error';
import type { MountContract } from '../http/mount-contract';
import { detailsFromIssues } from '../http/zod-details';
import { cancelManagedReservation } from '../manage/cancel-reservation';
import { reservationAnswers, reservationGuests, saveAnswers, updateGuests } from '../manage/guests-and-answers';
import { managedReservation, proves, readManagedRow, type ManagedReservation } from '../manage/managed-reservation';
import { managementState } from '../manage/management-state';
import { receiptPdf } from '../manage/receipt-pdf';
import { reviewedReservation, reviewState, submitReview } from '../manage/reservation-review';
import type { ReservationClock } from './reservation-switch-routes';
import { updateReservationSettings as applySettings } from '../manage/update-settings';
import { loadReservation } from '../reservations/reservation-view';
import type { ClientSession } from '../sessions/client-sessions';
import { hotelToday } from '../stays/stay';
import type { RouteDeps } from './route-deps';

/** The reservation endpoints of issue 7: lookup, management state, cancel, change, guests, answers, review, receipt. */
export function mountManageRoutes(
  mount: MountContract,
  app: Hono,
  { db, now }: RouteDeps,
  resolveSession: (token: string | undefined) => ClientSession | undefined,
  clock?: ReservationClock,
): void {
  // The browser tests' stack may pin one reservation's clock (reservation-switches.ts); everywhere else: now().
  const nowFor = (rid: string) => (clock ? clock.nowFor(rid, now()) : now());
  // New files for a reservation's answers come from this session's uploads to the reserved hotel.
  const uploader = (managed: ManagedReservation, session: ClientSession | undefined) => {
    if (!session) throw invalidSession();
    return { hotelId: managed.hotel.id, sessionId: session.id };
  };
  const reservationOrFail = (id: number) => {
    const reservation = loadReservation(db, id);
    if (!reservation) throw new Error(`reservation ${id} vanished`);
    return reservation;
  };

  mount(lookupBrandReservation, ({ params, query, session }) => {
    if (!session || session.brandId !== params.brandId) throw invalidSession();
    const found = db
      .prepare<[string, number], { id: number }>(
        'SELECT r.id FROM reservations r JOIN hotels h ON h.id = r.hotel_id WHERE r.reservation_number = ? AND h.brand_id = ?',
      )
      .get(params.number, params.brandId);
    // Document 2 section 8.3 "reservation search failed": one answer for a wrong number and a wrong email.
    if (!found || !proves(readManagedRow(db, found.id), { email: query.email })) {
      throw new ApiError(404, RESERVATION_SEARCH_FAILED_TITLE, 'No reservation matches this number and email. Please check both.');
    }
    return { status: 200, body: reservationOrFail(found.id) };
  });

  mount(getReservationManagement, ({ params, query, session, context }) => {
    const managed = managedReservation(db, { hotelId: params.hotelId, rid: params.rid, proof: query, session, context, now: now() });
    return { status: 200, body: managementState(db, managed, nowFor(params.rid)) };
  });

  mount(cancelReservation, ({ params, query, body, session, context }) => {
    const managed = managedReservation(db, { hotelId: params.hotelId, rid: params.rid, proof: query, session, context, now: now() });
    const { pointsReturned } = cancelManagedReservation(db, managed, body, nowFor(params.rid));
    const warnings = pointsReturned ? [] : [{ code: POINTS_NOT_RETURNED_CODE, message: 'The points used on this reservation could not be returned; check the points history.' }];
    return { status: 200, body: { ...reservationOrFail(managed.row.id), ...(warnings.length > 0 ? { warnings } : {}) } };
  });

  mount(updateReservationSettings, ({ params, query, body, session, context }) => {
    const managed = managedReservation(db, { hotelId: params.hotelId, rid: params.rid, proof: query, session, context, now: now() });
    return { status: 200, body: applySettings(db, managed, body, { now: nowFor(params.rid), dryRun: query.dry_run === 'true' }) };
  });

  mount(getReservationGuests, ({ params, query, session, context }) => {
    const managed = managedReservation(db, { hotelId: params.hotelId, rid: params.rid, proof: query, session, context, now: now() });
    return { status: 200, body: reservationGuests(db, managed.row.id) };
  });

  mount(updateReservationGuests, ({ params, query, body, session, context }) => {
    const managed = managedReservation(db, { hotelId: params.hotelId, rid: params.rid, proof: query, session, context, now: now() });
    return { status: 200, body: updateGuests(db, managed, body, nowFor(params.rid)) };
  });

  mount(getReservationAnswers, ({ params, query, session, context }) => {
    const managed = managedReservation(db, { hotelId: params.hotelId, rid: params.rid, proof: query, session, context, now: now() });
    return { status: 200, body: { answers: reservationAnswers(db, managed.row.id) } };
  });

  mount(answerReservationQuestions, ({ params, query, body, session, context }) => {
    const managed = managedReservation(db, { hotelId: params.hotelId, rid: params.rid, proof: query, session, context, now: now() });
    return { status: 200, body: { answers: saveAnswers(db, managed, body.answers, { merge: true, now: nowFor(params.rid), uploader: uploader(managed, session) }) } };
  });

  mount(batchUpdateReservationAnswers, ({ params, query, body, session, context }) => {
    const managed = managedReservation(db, { hotelId: params.hotelId, rid: params.rid, proof: query, session, context, now: now() });
    return { status: 200, body: { answers: saveAnswers(db, managed, body.answers, { merge: false, now: nowFor(params.rid), uploader: uploader(managed, session) }) } };
  });

  // The review of a stay (ADR 150): the signed-in owner is the proof; the reservation's own clock, like management.
  mount(getReservationReview, ({ params, session, context }) => {
    const reviewed = reviewedReservation(db, { hotelId: params.hotelId, rid: params.rid, session, context, now: now() });
    return { status: 200, body: reviewState(db, reviewed, nowFor(params.rid)) };
  });

  mount(submitReservationReview, ({ params, body, session, context }) => {
    const reviewed = reviewedReservation(db, { hotelId: params.hotelId, rid: params.rid, session, context, now: now() });
    return { status: 201, body: submitReview(db, reviewed, body, nowFor(params.rid)) };
  });

  // The receipt is a PDF, not JSON, so it is parsed here with the contract's own schemas rather than mounted.
  app.get(getReservationReceipt.path, async (c) => {
    const params = z.safeParse(getReservationReceipt.params, c.req.param());
    if (!params.success) throw notFound();
    const session = resolveSession(c.req.header(REQUEST_HEADERS.clientSession));
    if (!session) throw invalidSession();
    const query = z.safeParse(getReservationReceipt.query, c.req.query());
    if (!query.success) {
      throw new ApiError(422, 'invalid', 'Some of the information sent is missing or not valid.', {
        codes: [INVALID_CODE],
        fields: detailsFromIssues(query.error.issues),
      });
    }
    const managed = managedReservation(db, { hotelId: params.data.hotelId, rid: params.data.rid, proof: query.data, session, context: c, now: now() });
    const reservation = reservationOrFail(managed.row.id);
    if (reservation.status === 'payment_pending') {
      throw new ApiError(409, 'reservation_not_active', 'A receipt is issued once the payment is complete.');
    }
    const locale = query.data.locale ?? (managed.row.locale as NonNullable<typeof query.data.locale>);
    const pdf = await receiptPdf(reservation, { name: query.data.name, title: query.data.receipt_title }, locale, hotelToday(managed.hotel, nowFor(params.data.rid)));
    return c.body(pdf, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="receipt-${reservation.reservation_number}.pdf"`,
      'Cache-Control': 'no-store',
    });
  });
}
