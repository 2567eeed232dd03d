import { useTranslation } from 'react-i18next';
import type { PlanResult } from '#domain/entities/room-result.ts';
import { OfferRow } from './offer-row';
import type { OfferContext } from './room-card';
import styles from './room-card.module.css';
import { useContentLanguage } from '#app/shared/hotel/use-content-language.ts';
import { HotelText } from '#app/components/ui/hotel-text.tsx';

/**
 * The plans view: one plan with the room types it is sold on, each row that room's offer of the plan. Its `article`
 * (`styles.card`, labelled by `headingId`) is its DeferredCard's (ADR 275).
 */
export function PlanCard({ plan, offer, headingId }: { plan: PlanResult; offer: OfferContext; headingId: string }) {
  const { t } = useTranslation('search');
  const { booked } = useContentLanguage();

  return (
    <>
      <div className={styles.header}>
        <h3 id={headingId} className={styles.name}>
          <HotelText lang={booked}>{plan.plan_name}</HotelText>
        </h3>
        {plan.is_member_only && <p className={styles.availability}>{t('plan.memberOnly')}</p>}
      </div>
      {plan.description && <p className={styles.description}><HotelText lang={booked}>{plan.description}</HotelText></p>}
      <ul className={styles.plans} aria-label={t('plan.rooms', { plan: plan.plan_name })}>
        {plan.rooms.flatMap((room) =>
          room.room_plan.map((offerPlan) => (
            <li key={`${room.room_type_code}/${offerPlan.room_plan_code}`}>
              <OfferRow room={room} plan={offerPlan} title={room.room_type_name} offer={offer} showRoomPhoto />
            </li>
          )),
        )}
      </ul>
    </>
  );
}
