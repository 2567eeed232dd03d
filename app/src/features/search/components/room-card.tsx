import { memo, useId, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoomPlan, RoomResult, RoomsResponse } from '#domain/entities/room-result.ts';
import type { AmountReader } from '#app/shared/hotel/use-shown-amount.ts';
import { formatNumber } from '#app/i18n/format.ts';
import { useStagedDraw } from '#app/platform/use-staged-draw.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { HotelText } from '#app/components/ui/hotel-text.tsx';
import { useContentLanguage } from '#app/shared/hotel/use-content-language.ts';
import { roomAvailability } from '../utils/availability';
import { pickRates } from '../utils/rate-picks';
import { sameOfferFor, sameRates, sameRoomBesidesRates } from '../utils/unchanged-by-filter';
import { OfferRow } from './offer-row';
import { RoomGallery } from './room-gallery';
import styles from './room-card.module.css';

export type OfferContext = {
  /** What each price covers, worded for the search ("1 night · 2 adults"). */
  covers: string;
  promotion: RoomsResponse['payment_promotion_info'];
  /** Reads an amount of the answer in the currency the guest chose, where the answer has it. */
  shown: AmountReader;
  onBook: (room: RoomResult, plan: RoomPlan) => void;
  /** Whether the offer can still be booked (or, in a multi-room search, chosen for the room being chosen for). */
  canBook: (room: RoomResult, plan: RoomPlan) => boolean;
  /** Whether cancelling the rate returns some of its price; undefined until the policies are known. */
  refundable: (plan: RoomPlan) => boolean | undefined;
  /** The button's words when it does not book at once (a multi-room search chooses for one room). */
  bookLabel?: string | undefined;
  policyHref: (roomPlanCode: string) => string;
  /**
   * Set while nobody is signed in: members-only plans cannot be booked (the server refuses them, ADR 193), so
   * their rows offer signing in instead, at signInHref (null when the brand offers no member sign-in).
   */
  membersLocked: { signInHref: string | null } | null;
};

/**
 * The rooms view: one room type, led by its photos, with its two or three telling rates (cheapest, cheapest
 * refundable, with breakfast) and the rest behind "Show N more rates". On a wide screen the photos take a column
 * beside the rates. The card's `article` (`styles.card`, labelled by `headingId`) is its DeferredCard's, the same
 * element as the shell it fills (ADR 275).
 */
type RoomCardProps = {
  room: RoomResult;
  offer: OfferContext;
  headingId: string;
  first?: boolean;
  /**
   * Drawn with the page's first results: the photos and the room's words come in that commit, the rates in a task of
   * their own once those are on screen (ADR 281). Read when the card mounts.
   */
  ratesLater?: boolean;
};

export const RoomCard = memo(function RoomCard({ room, offer, headingId, first = false, ratesLater = false }: RoomCardProps) {
  const { t } = useTranslation('search');
  const { tag } = useLocale();
  const moreId = useId();
  const [showAll, setShowAll] = useState(false);
  // Two stages: the card's photos and words, then its rates in a task of their own (ADR 281).
  const ratesDrawn = useStagedDraw(2, ratesLater ? 1 : 2).drawn === 2;
  const { booked } = useContentLanguage();
  const availability = roomAvailability(room);
  const { featured, rest } = pickRates(room.room_plan, {
    signedIn: offer.membersLocked === null,
    bookable: (plan) => offer.canBook(room, plan),
    refundable: offer.refundable,
  });
  const row = (plan: RoomPlan) => (
    <li key={plan.room_plan_code}>
      <OfferRow room={room} plan={plan} title={plan.room_plan_name} offer={offer} />
    </li>
  );

  return (
    <>
      <RoomGallery room={room} eager={first} />
      <div className={styles.body}>
        <div className={styles.header}>
          {/* Hotel text comes in the hotel's languages: marked with its own language and direction. */}
          <h3 id={headingId} className={styles.name}>
            <HotelText lang={booked}>{room.room_type_name}</HotelText>
          </h3>
          {/* Worded here, not by a component of its own: a large hotel's 60 cards then take one translation hook
              each, not two (ADR 274). */}
          <p className={availability.kind === 'fully_booked' ? styles.soldOut : styles.availability}>
            {availability.kind === 'fully_booked' && t('room.fullyBooked')}
            {availability.kind === 'few' && t('room.fewLeft', { count: availability.left })}
            {availability.kind === 'plenty' && t('room.plenty', { count: availability.atLeast })}
          </p>
        </div>
        <p className={styles.summary}>
          {t('room.sizeValue', { size: formatNumber(room.size_sqm, tag) })} · <HotelText lang={booked}>{room.bed_type}</HotelText> ·{' '}
          {t('room.upTo', { count: room.max_occupancy })}
        </p>
        <p className={styles.description}>
          <HotelText lang={booked}>{room.description}</HotelText>
        </p>
        {ratesDrawn ? (
          <>
            <ul className={styles.plans} aria-label={t('room.plans', { room: room.room_type_name })}>
              {featured.map(row)}
            </ul>
            {/* The button sits above the rates it opens (a disclosure): opening or closing never moves it, so neither
                the guest's place nor an embedding hotel page's scroll shifts (ADR 204). */}
            {rest.length > 0 && (
              <button type="button" className={styles.more} aria-expanded={showAll} aria-controls={moreId} onClick={() => setShowAll(!showAll)}>
                {showAll ? t('room.fewerRates') : t('room.moreRates', { count: rest.length })}
              </button>
            )}
            <ul id={moreId} className={styles.plans} hidden={!showAll} aria-label={t('room.morePlans', { room: room.room_type_name })}>
              {showAll && rest.map(row)}
            </ul>
          </>
        ) : (
          // The rates' place, about as tall as they come, so nothing below them on screen moves when they do.
          <div
            className={styles.ratesPlace}
            style={{ '--hbw-rates': featured.length, '--hbw-more': rest.length > 0 ? 1 : 0 } as CSSProperties}
            aria-hidden="true"
          />
        )}
      </div>
    </>
  );
}, sameCard);

/**
 * A filter that leaves a room's rates as they were leaves its card as it was, even as a new copy (ADR 278).
 * `ratesLater` is read once, on mounting: a later render's value would change nothing.
 */
function sameCard(a: RoomCardProps, b: RoomCardProps): boolean {
  return (
    a.headingId === b.headingId &&
    a.first === b.first &&
    sameRoomBesidesRates(a.room, b.room) &&
    sameRates(a.room.room_plan, b.room.room_plan) &&
    sameOfferFor(a.offer, b.offer, a.room.room_plan.some((plan) => plan.is_member_only))
  );
}
