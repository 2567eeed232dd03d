import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoomPlan, RoomResult, RoomsResponse } from '#domain/entities/room-result.ts';
import type { AmountReader } from '#app/shared/hotel/use-shown-amount.ts';
import { formatNumber } from '#app/i18n/format.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { Button } from '#app/components/ui/button.tsx';
import { roomAvailability } from '../utils/availability';
import { OfferRow } from './offer-row';
import { RoomDetailDialog } from './room-detail-dialog';
import { RoomPhoto } from './room-photo';
import styles from './room-card.module.css';
import { useContentLanguage } from '#app/shared/hotel/use-content-language.ts';
import { HotelText } from '#app/components/ui/hotel-text.tsx';

export type OfferContext = {
  nights: number;
  rooms: number;
  promotion: RoomsResponse['payment_promotion_info'];
  /** Reads an amount of the answer in the currency the guest chose, where the answer has it. */
  shown: AmountReader;
  onBook: (room: RoomResult, plan: RoomPlan) => void;
  /** Whether the offer can still be booked (or, in a multi-room search, chosen for the room being chosen for). */
  canBook: (room: RoomResult, plan: RoomPlan) => boolean;
  /** The button's words when it does not book at once (a multi-room search chooses for one room). */
  bookLabel?: string;
  policyHref: (roomPlanCode: string) => string;
  /**
   * Set while nobody is signed in: members-only plans cannot be booked (the server refuses them, ADR 193), so
   * their rows offer signing in instead, at signInHref (null when the brand offers no member sign-in).
   */
  membersLocked: { signInHref: string | null } | null;
};

export function AvailabilityText({ room }: { room: Pick<RoomResult, 'room_count'> }) {
  const { t } = useTranslation('search');
  const availability = roomAvailability(room);
  return (
    <p className={availability.kind === 'fully_booked' ? styles.soldOut : styles.availability}>
      {availability.kind === 'fully_booked' && t('room.fullyBooked')}
      {availability.kind === 'few' && t('room.fewLeft', { count: availability.left })}
      {availability.kind === 'plenty' && t('room.plenty', { count: availability.atLeast })}
    </p>
  );
}

/** The rooms view: one room type with the plans it is sold with. */
export function RoomCard({ room, offer }: { room: RoomResult; offer: OfferContext }) {
  const { t } = useTranslation('search');
  const { tag } = useLocale();
  const headingId = useId();
  const [detailOpen, setDetailOpen] = useState(false);
  const { booked } = useContentLanguage();

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <RoomPhoto room={room} className={styles.photo} />
      <div className={styles.header}>
        {/* Hotel text comes in the hotel's languages: marked with its own language and direction. */}
        <h3 id={headingId} className={styles.name}>
          <HotelText lang={booked}>{room.room_type_name}</HotelText>
        </h3>
        <AvailabilityText room={room} />
      </div>
      <p className={styles.description}>
        <HotelText lang={booked}>{room.description}</HotelText>
      </p>
      <p className={styles.summary}>
        {t('room.sizeValue', { size: formatNumber(room.size_sqm, tag) })} · {room.bed_type}
      </p>
      <Button variant="secondary" onClick={() => setDetailOpen(true)} aria-describedby={headingId}>
        {t('room.details')}
      </Button>
      {detailOpen && <RoomDetailDialog room={room} onClose={() => setDetailOpen(false)} />}
      <ul className={styles.plans} aria-label={t('room.plans', { room: room.room_type_name })}>
        {room.room_plan.map((plan) => (
          <li key={plan.room_plan_code}>
            <OfferRow room={room} plan={plan} title={plan.room_plan_name} offer={offer} contextHeadingId={headingId} />
          </li>
        ))}
      </ul>
    </article>
  );
}
