import type { Context } from 'hono';
import type * as z from 'zod/mini';
import { REVIEW_ERROR_CODES } from '#domain/constants/error-codes.ts';
import { REVIEW_ASPECTS, type ReservationReview, type ReviewState, type ZReviewRequest } from '#domain/entities/reservation-review.ts';
import { accessRefusal, type Requester } from '#domain/rules/reservation-access.ts';
import { REVIEW_GUEST_RESERVATION, reviewBlockReason, type ReviewBlockReason } from '#domain/rules/reservation-review.ts';
import type { Database } from '../db/open-database';
import { ApiError, notFound } from '../http/api-error';
import { requesterFor } from '../members/signed-in';
import type { ClientSession } from '../sessions/client-sessions';
import { hotelToday } from '../stays/stay';
import { accessRefused, hotelOf, ownerOf, readManagedRow, reservationInBrand, type ManagedReservation } from './managed-reservation';

type ReviewRequest = { hotelId: number; rid: string; session: ClientSession | undefined; context: Context; now: Date };
type Reviewer = { member_id: number | null; organization_id: number | null };
export type ReviewedReservation = ManagedReservation & { reviewer: Reviewer };

type ReviewRow = {
  overall: number;
  cleanliness: number | null;
  service: number | null;
  location: number | null;
  room: number | null;
  value: number | null;
  title: string | null;
  comment: string | null;
  would_recommend: number | null;
  created_at: string;
};

const BLOCK_MESSAGES: Record<ReviewBlockReason, string> = {
  review_not_active: 'This reservation was cancelled or not completed, so there is no stay to review.',
  review_stay_not_over: 'You can review your stay once your check-out date has passed.',
  review_already_submitted: 'You have already reviewed this stay.',
};

/**
 * The reservation a review call addresses. The signed-in member (or organisation) is the proof, as the route is
 * protected (document 1 section 6): nobody signed in is refused before the number is looked at, so the call cannot
 * tell a stranger which numbers exist. Then the management access rules, except that a guest's reservation has no
 * account that could review it.
 */
export function reviewedReservation(db: Database, { hotelId, rid, session, context, now }: ReviewRequest): ReviewedReservation {
  const { row, brandId } = reservationInBrand(db, hotelId, rid, session);
  const requester: Requester = requesterFor(db, context, brandId, now);
  if (!requester.signed_in) throw accessRefused('member_sign_in_required');
  if (!row) throw notFound('No reservation matches this number.');
  const owner = ownerOf(row);
  if (owner.kind === 'guest') {
    throw new ApiError(403, REVIEW_GUEST_RESERVATION, 'This reservation was made without signing in, so it cannot be reviewed from an account.');
  }
  const refusal = accessRefusal(owner, requester, { reserved_hotel_id: row.hotel_id, page_hotel_id: hotelId });
  if (refusal) throw accessRefused(refusal);
  return { row, hotel: hotelOf(db, row), reviewer: { member_id: requester.member_id, organization_id: requester.organization_id } };
}

function findReview(db: Database, reservationId: number): ReservationReview | null {
  const row = db.prepare<[number], ReviewRow>('SELECT * FROM reservation_reviews WHERE reservation_id = ?').get(reservationId);
  if (!row) return null;
  const aspects = Object.fromEntries(REVIEW_ASPECTS.flatMap((aspect) => (row[aspect] === null ? [] : [[aspect, row[aspect]]])));
  return {
    ratings: { overall: row.overall, ...aspects },
    title: row.title,
    comment: row.comment,
    would_recommend: row.would_recommend === null ? null : row.would_recommend === 1,
    submitted_at: row.created_at,
  };
}

/** The review page's state at `now`, in the hotel's calendar. */
export function reviewState(db: Database, { row, hotel }: ManagedReservation, now: Date): ReviewState {
  const review = findReview(db, row.id);
  const reason = reviewBlockReason({ status: row.status, checkout: row.checkout_date, reviewed: review !== null }, hotelToday(hotel, now));
  const rooms = db
    .prepare<[number], { room_type_name: string }>('SELECT room_type_name FROM reservation_rooms WHERE reservation_id = ? ORDER BY id')
    .all(row.id);
  return {
    reservation_number: row.reservation_number,
    hotel: { id: hotel.id, name: hotel.name },
    checkin_date: row.checkin_date,
    checkout_date: row.checkout_date,
    room_type_names: [...new Set(rooms.map((room) => room.room_type_name))],
    eligible: reason === undefined,
    reason: reason ?? null,
    review,
  };
}

/** Stores the review once; the rules are checked again under the write lock, so two submissions cannot both land. */
export function submitReview(db: Database, reviewed: ReviewedReservation, body: z.output<typeof ZReviewRequest>, now: Date): ReservationReview {
  db.transaction(() => {
    const row = readManagedRow(db, reviewed.row.id);
    const reason = reviewBlockReason(
      { status: row.status, checkout: row.checkout_date, reviewed: findReview(db, row.id) !== null },
      hotelToday(reviewed.hotel, now),
    );
    if (reason) throw new ApiError(409, reason, BLOCK_MESSAGES[reason], { codes: [REVIEW_ERROR_CODES[reason]], baseCode: REVIEW_ERROR_CODES[reason] });
    const { ratings } = body;
    db.prepare(`
      INSERT INTO reservation_reviews (
        reservation_id, hotel_id, member_id, organization_id, overall, cleanliness, service, location, room, value, title,
        comment, would_recommend, created_at
      ) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
      row.id,
      row.hotel_id,
      reviewed.reviewer.member_id,
      reviewed.reviewer.organization_id,
      ratings.overall,
      ratings.cleanliness ?? null,
      ratings.service ?? null,
      ratings.location ?? null,
      ratings.room ?? null,
      ratings.value ?? null,
      body.title || null,
      body.comment || null,
      body.would_recommend === undefined ? null : body.would_recommend ? 1 : 0,
      now.toISOString(),
    );
  }).immediate();
  const review = findReview(db, reviewed.row.id);
  if (!review) throw new Error(`review of reservation ${reviewed.row.id} vanished`);
  return review;
}
