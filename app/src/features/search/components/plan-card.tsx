import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanResult } from '../../../../../domain/entities/room-result';
import { isPlanBookable } from '../utils/availability';
import { hasPaymentPromotion } from '../utils/visible-results';
import { PlanRow } from './plan-row';
import type { OfferContext } from './room-card';
import styles from './room-card.module.css';

/** The plans view: one plan with the room types it is sold on, each row that room's offer of the plan. */
export function PlanCard({ plan, offer }: { plan: PlanResult; offer: OfferContext }) {
  const { t } = useTranslation('search');
  const headingId = useId();

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h3 id={headingId} className={styles.name}>
          <bdi>{plan.plan_name}</bdi>
        </h3>
        {plan.is_member_only && <p className={styles.availability}>{t('plan.memberOnly')}</p>}
      </div>
      {plan.description && <p className={styles.description}><bdi>{plan.description}</bdi></p>}
      <ul className={styles.plans} aria-label={t('plan.rooms', { plan: plan.plan_name })}>
        {plan.rooms.flatMap((room) =>
          room.room_plan.map((offerPlan) => (
            <li key={`${room.room_type_code}/${offerPlan.room_plan_code}`}>
              <PlanRow
                plan={offerPlan}
                title={room.room_type_name}
                nights={offer.nights}
                rooms={offer.rooms}
                contextHeadingId={headingId}
                bookable={isPlanBookable(room, offerPlan, offer.rooms)}
                cardPromotion={hasPaymentPromotion(offer.promotion, plan.hotel_plan_code)}
                policyHref={offer.policyHref(offerPlan.room_plan_code)}
                onBook={() => offer.onBook(room, offerPlan)}
              />
            </li>
          )),
        )}
      </ul>
    </article>
  );
}
