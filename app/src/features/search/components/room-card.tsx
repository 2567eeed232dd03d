import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoomResult } from '../../../../../domain/entities/room-result';
import { formatNumber } from '../../../lib/format';
import type { RoomSelection, Stay } from '../../../lib/stay-query';
import { useLocale } from '../../../lib/use-locale';
import { isPlanBookable, roomAvailability } from '../utils/availability';
import { PlanRow } from './plan-row';
import styles from './room-card.module.css';

type RoomCardProps = {
  room: RoomResult;
  stay: Stay;
  onBook: (selection: RoomSelection) => void;
};

export function RoomCard({ room, stay, onBook }: RoomCardProps) {
  const { t } = useTranslation('search');
  const { tag } = useLocale();
  const headingId = useId();
  const availability = roomAvailability(room);

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h3 id={headingId} className={styles.name}>
          {room.room_type_name}
        </h3>
        <p className={availability.kind === 'fully_booked' ? styles.soldOut : styles.availability}>
          {availability.kind === 'fully_booked' && t('room.fullyBooked')}
          {availability.kind === 'few_left' && t('room.fewLeft', { count: availability.count })}
          {availability.kind === 'available' && t('room.available')}
        </p>
      </div>
      <p className={styles.description}>{room.description}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('room.size')}</dt>
          <dd>{t('room.sizeValue', { size: formatNumber(room.size_sqm, tag) })}</dd>
        </div>
        <div>
          <dt>{t('room.bed')}</dt>
          <dd>{room.bed_type}</dd>
        </div>
        <div>
          <dt>{t('room.maxOccupancy')}</dt>
          <dd>{formatNumber(room.max_occupancy, tag)}</dd>
        </div>
      </dl>
      <ul className={styles.plans} aria-label={t('room.plans', { room: room.room_type_name })}>
        {room.room_plan.map((plan) => (
          <li key={plan.room_plan_code}>
            <PlanRow
              plan={plan}
              stay={stay}
              roomHeadingId={headingId}
              bookable={isPlanBookable(room, plan)}
              onBook={() =>
                onBook({ ...stay, roomTypeCode: room.room_type_code, roomPlanCode: plan.room_plan_code })
              }
            />
          </li>
        ))}
      </ul>
    </article>
  );
}
