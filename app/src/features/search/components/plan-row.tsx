import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RoomPlan, RoomResult } from '#domain/entities/room-result.ts';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { ButtonLink } from '#app/components/ui/button-link.tsx';
import type { AmountReader } from '#app/shared/hotel/use-shown-amount.ts';
import { formatDate } from '#app/i18n/format.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { PlanPrice, useRateTotal } from './plan-price';
import { RoomPhoto } from './room-photo';
import styles from './plan-row.module.css';

type PlanRowProps = {
  plan: RoomPlan;
  /** The plan's own name, or in the plans view the room type it is sold on. */
  title: string;
  /** The room type the plan is sold on; with the plan's name it names the offer for the buttons and links. */
  roomName: string;
  /** What the price covers ("1 night · 2 adults"). */
  covers: string;
  bookable: boolean;
  cardPromotion: boolean;
  signedIn: boolean;
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

/**
 * One rate: its name and meals, one price block, and Book. The button and the policy link are named after the
 * room, the plan and the price, so a list of forty "Book" buttons reads as forty different offers.
 */
export function PlanRow({ plan, title, roomName, covers, bookable, cardPromotion, signedIn, policyHref, onBook, shown, bookLabel, roomPhoto, membersLocked }: PlanRowProps) {
  const { t } = useTranslation('search');
  const { tag } = useLocale();
  const lockedId = useId();
  const total = useRateTotal(plan, signedIn, shown);
  // Worded here rather than by the offer row: one translation hook per row, not two (ADR 274).
  const offerName = t('plan.offerName', { room: roomName, plan: plan.room_plan_name });
  const action = bookable ? (bookLabel ?? t('plan.book')) : t('plan.soldOut');
  const priced = t('plan.offerPriced', { offer: offerName, price: total.text });

  return (
    <div className={styles.plan}>
      <div className={styles.lead}>
        {roomPhoto && <RoomPhoto room={roomPhoto} className={styles.thumbnail} />}
        <div className={styles.details}>
          <h4 className={styles.name}>
            <bdi>{title}</bdi>
          </h4>
          <p className={styles.meal}>
            {t(`plan.meal.${plan.meal}`)}
            {plan.is_member_only && <Badge tone="accent">{t('plan.memberOnly')}</Badge>}
          </p>
          {plan.description && <p className={styles.description}><bdi>{plan.description}</bdi></p>}
          {plan.stay && (
            <p className={styles.note}>
              {t('plan.undatedStay', { checkin: formatDate(plan.stay.checkin, tag), checkout: formatDate(plan.stay.checkout, tag) })}
            </p>
          )}
        </div>
      </div>
      <div className={styles.purchase}>
        <PlanPrice plan={plan} covers={covers} cardPromotion={cardPromotion} signedIn={signedIn} shown={shown} total={total} />
        {bookable && membersLocked ? (
          <>
            <p id={lockedId} className={styles.note}>
              {t('plan.membersRateSignIn')}
            </p>
            {membersLocked.signInHref !== null && (
              <ButtonLink to={membersLocked.signInHref} aria-describedby={lockedId} aria-label={t('plan.actionOn', { action: t('plan.signInToBook'), offer: priced })}>
                {t('plan.signInToBook')}
              </ButtonLink>
            )}
          </>
        ) : (
          <Button className={styles.book} onClick={onBook} disabled={!bookable} aria-label={t('plan.actionOn', { action, offer: priced })}>
            {action}
          </Button>
        )}
        <Link to={policyHref} className={styles.policy} aria-label={t('plan.actionOn', { action: t('plan.cancellationPolicy'), offer: offerName })}>
          {t('plan.cancellationPolicy')}
        </Link>
      </div>
    </div>
  );
}
