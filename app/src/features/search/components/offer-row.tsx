import { memo } from 'react';
import type { RoomPlan, RoomResult } from '#domain/entities/room-result.ts';
import { sameOfferFor, sameRoomBesidesRates } from '../utils/unchanged-by-filter';
import { hasPaymentPromotion } from '../utils/visible-results';
import { PlanRow } from './plan-row';
import type { OfferContext } from './room-card';

type OfferRowProps = {
  room: RoomResult;
  plan: RoomPlan;
  /** The plan's name in the rooms view, the room type's in the plans view. */
  title: string;
  offer: OfferContext;
  /** The plans view, where the row is a room type: the row leads with the room's photo. */
  showRoomPhoto?: boolean;
};

/**
 * One room type's offer of one plan, in either view: what it costs, whether it can be booked, and booking it.
 * Memoised: a filter that keeps the rate redraws its card, not this row (ADR 278). The row reads its room's own
 * fields, never the room's list of rates, so a filtered copy of the same room counts as the same.
 */
export const OfferRow = memo(function OfferRow({ room, plan, title, offer, showRoomPhoto = false }: OfferRowProps) {
  return (
    <PlanRow
      plan={plan}
      title={title}
      roomName={room.room_type_name}
      covers={offer.covers}
      bookable={offer.canBook(room, plan)}
      bookLabel={offer.bookLabel}
      cardPromotion={hasPaymentPromotion(offer.promotion, plan.hotel_plan_code)}
      signedIn={offer.membersLocked === null}
      policyHref={offer.policyHref(plan.room_plan_code)}
      onBook={() => offer.onBook(room, plan)}
      shown={offer.shown}
      roomPhoto={showRoomPhoto ? room : undefined}
      membersLocked={plan.is_member_only ? offer.membersLocked : null}
    />
  );
}, sameOffer);

function sameOffer(a: OfferRowProps, b: OfferRowProps): boolean {
  return a.plan === b.plan && sameOfferFor(a.offer, b.offer, a.plan.is_member_only) && a.title === b.title && a.showRoomPhoto === b.showRoomPhoto && sameRoomBesidesRates(a.room, b.room);
}
