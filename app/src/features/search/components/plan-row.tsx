import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RoomPlan, RoomResult } from '#domain/entities/room-result.ts';
import { Button } from '#app/components/ui/button.tsx';
import { ButtonLink } from '#app/components/ui/button-link.tsx';
import type { AmountReader } from '#app/shared/hotel/use-shown-amount.ts';
import { formatDate } from '#app/i18n/format.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { PlanPrice } from './plan-price';
import { RoomPhoto } from './room-photo';
import styles from './plan-row.module.css';

type PlanRowProps = {
  plan: RoomPlan;
  /** The plan's own name, or in the plans view the room type it is sold on. */
  title: string;
  nights: number;
  rooms: number;
  /** The card heading, read with the Book button so each button says what it books. */
  contextHeadingId: string;
  bookable: boolean;
  cardPromotion: boolean;
  /** The plan's cancellation policy page. */
  policyHref: string;
  onBook: () => void;
  shown: AmountReader;
  /** Words for the button other than "Book" (choosing for one room of several). */
  bookLabel?: string;
  /** The room type whose first photo leads the row, as a thumbnail beside its name (the plans view). */
  roomPhoto?: Pick<RoomResult, 'photos' | 'room_type_name'> | undefined;
  /** A members-only plan while nobody is signed in: signing in, not booking, is what the row offers. */
  membersLocked?: { signInHref: string | null } | null;
};

export function PlanRow({ plan, title, nights, rooms, contextHeadingId, bookable, cardPromotion, policyHref, onBook, shown, bookLabel, roomPhoto, membersLocked }: PlanRowProps) {
  const { t } = useTranslation('search');
  const { tag } = useLocale();
  const headingId = useId();
  const lockedId = useId();
  const describedBy = `${contextHeadingId} ${headingId}`;

  return (
    <div className={styles.plan}>
      <div className={styles.lead}>
        {roomPhoto && <RoomPhoto room={roomPhoto} className={styles.thumbnail} />}
        <div className={styles.details}>
          <h4 id={headingId} className={styles.name}>
            <bdi>{title}</bdi>
          </h4>
          <p className={styles.meal}>
            {t(`plan.meal.${plan.meal}`)}
            {plan.is_member_only && <span className={styles.badge}>{t('plan.memberOnly')}</span>}
          </p>
          {plan.description && <p className={styles.description}><bdi>{plan.description}</bdi></p>}
          {plan.stay && (
            <p className={styles.note}>
              {t('plan.undatedStay', { checkin: formatDate(plan.stay.checkin, tag), checkout: formatDate(plan.stay.checkout, tag) })}
            </p>
          )}
          <Link to={policyHref} className={styles.policy} aria-describedby={describedBy}>
            {t('plan.cancellationPolicy')}
          </Link>
        </div>
      </div>
      <div className={styles.purchase}>
        <PlanPrice plan={plan} nights={nights} rooms={rooms} cardPromotion={cardPromotion} shown={shown} />
        {bookable && membersLocked ? (
          <>
            <p id={lockedId} className={styles.note}>
              {t('plan.membersRateSignIn')}
            </p>
            {membersLocked.signInHref !== null && (
              <ButtonLink to={membersLocked.signInHref} aria-describedby={`${describedBy} ${lockedId}`}>
                {t('plan.signInToBook')}
              </ButtonLink>
            )}
          </>
        ) : (
          <Button onClick={onBook} disabled={!bookable} aria-describedby={describedBy}>
            {bookable ? (bookLabel ?? t('plan.book')) : t('plan.soldOut')}
          </Button>
        )}
      </div>
    </div>
  );
}
