import {
  createPointExchange,
  createSavedCardCodeReference,
  deleteSavedCard,
  getMemberCoupon,
  getMemberPoints,
  getPointsTimeline,
  listMemberCoupons,
  listMemberVouchers,
  listPointExchanges,
  listSavedCards,
} from '#domain/contracts/loyalty.ts';
import { notFound } from '../http/api-error';
import type { MountContract } from '../http/mount-contract';
import { hotelForSession } from '../hotels/hotel-for-session';
import { findMemberCoupon, listMemberCoupons as memberCoupons } from '../loyalty/member-coupons';
import { pointSummary, pointTimeline } from '../loyalty/point-ledger';
import { exchangePoints, listExchanges } from '../loyalty/point-exchanges';
import { issueCodeReference } from '../loyalty/saved-card-code-references';
import { deleteSavedCard as deleteCard, listSavedCards as savedCards } from '../loyalty/saved-cards';
import { describeEntry, earnStayPoints } from '../loyalty/stay-points';
import { listVouchers } from '../loyalty/vouchers';
import { requireSignedInMember } from '../members/signed-in-member';
import { hotelToday } from '../stays/stay';
import type { RouteDeps } from './route-deps';

/**
 * Points, Digico exchanges, coupons, vouchers and saved cards of the signed-in member (document 2 sections 7.7 and
 * 7.11; ADR 220, 221). Each call acts on the member the bearer token names and nobody else.
 */
export function mountLoyaltyRoutes(mount: MountContract, { db, now }: RouteDeps): void {
  const signedIn = (hotelId: number, session: Parameters<typeof hotelForSession>[2], context: Parameters<typeof requireSignedInMember>[1]) => {
    const at = now();
    const { hotel, session: brandSession } = hotelForSession(db, hotelId, session);
    const { member } = requireSignedInMember(db, context, brandSession.brandId, at);
    return { hotel, member, at, today: hotelToday(hotel, at) };
  };

  mount(getMemberPoints, ({ params, query, session, context }) => {
    const { member, at, today } = signedIn(params.hotelId, session, context);
    // A stay that checked out since the last sweep counts at once on the member's own page.
    const data = db.transaction(() => {
      earnStayPoints(db, at, member.id);
      return pointSummary(db, member.id, query.locale, today, at);
    })();
    return { status: 200, body: { data } };
  });

  mount(getPointsTimeline, ({ params, query, session, context }) => {
    const { member, at, today } = signedIn(params.hotelId, session, context);
    const body = db.transaction(() => {
      earnStayPoints(db, at, member.id);
      return pointTimeline(db, member.id, query, today, at, describeEntry(query.locale));
    })();
    return { status: 200, body };
  });

  mount(listPointExchanges, ({ params, query, session, context }) => {
    const { member } = signedIn(params.hotelId, session, context);
    return { status: 200, body: listExchanges(db, member.id, query) };
  });

  mount(createPointExchange, ({ params, body, session, context }) => {
    const { hotel, member, at, today } = signedIn(params.hotelId, session, context);
    const data = exchangePoints(db, { hotel, memberId: member.id, amount: body.amount, confirm: body.confirm, today, now: at });
    return { status: data.confirmed ? 201 : 200, body: { data } };
  });

  mount(listMemberCoupons, ({ params, session, context }) => {
    const { hotel, member, today } = signedIn(params.hotelId, session, context);
    return { status: 200, body: { data: memberCoupons(db, member.id, hotel.brand_id, today) } };
  });

  mount(getMemberCoupon, ({ params, session, context }) => {
    const { hotel, member, today } = signedIn(params.hotelId, session, context);
    const coupon = findMemberCoupon(db, member.id, hotel.id, params.code, today);
    if (!coupon) throw notFound('No coupon matches this code.');
    return { status: 200, body: { data: coupon } };
  });

  mount(listMemberVouchers, ({ params, query, session, context }) => {
    const { hotel, member, today } = signedIn(params.hotelId, session, context);
    return { status: 200, body: { data: listVouchers(db, member.id, hotel.brand_id, query.locale, today) } };
  });

  mount(listSavedCards, ({ params, session, context }) => {
    const { member } = signedIn(params.hotelId, session, context);
    return { status: 200, body: { data: savedCards(db, member.id) } };
  });

  mount(deleteSavedCard, ({ params, session, context }) => {
    const { member } = signedIn(params.hotelId, session, context);
    deleteCard(db, member.id, params.cardId);
    return { status: 200, body: { data: null } };
  });

  mount(createSavedCardCodeReference, ({ params, body, session, context }) => {
    const { hotel, member, at } = signedIn(params.hotelId, session, context);
    const reference = issueCodeReference(db, { memberId: member.id, cardId: params.cardId, hotelId: hotel.id, validThrough: body.valid_through }, at);
    return { status: 201, body: reference };
  });
}
