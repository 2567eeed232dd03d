import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Reservation } from '#domain/entities/reservation.ts';
import { todayIn } from '#domain/rules/nights.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { reviewQueryOptions } from '../api/get-review';
import styles from './manage.module.css';

/**
 * The way to the review page, once the stay is over and the signed-in visitor may review it (or has: then it
 * leads to the review). Asked only for an account's completed stay whose check-out date has gone by; the server
 * decides, and a refusal shows nothing here.
 */
export function ReviewLink({ reservation, reviewHref }: { reservation: Reservation; reviewHref: (reservationNumber: string, hotelId: number) => string }) {
  const { t } = useTranslation('manage');
  const userToken = useSessionStore((state) => state.userToken);
  // The hotel's calendar when the answer names its zone; otherwise the server alone decides.
  const over = reservation.hotel.time_zone === undefined || reservation.checkout_date < todayIn(reservation.hotel.time_zone);
  const worthAsking = userToken !== null && reservation.status === 'done' && reservation.owner_kind !== undefined && reservation.owner_kind !== 'guest' && over;
  const state = useQuery({ ...reviewQueryOptions(reservation.hotel.id, reservation.reservation_number, userToken), enabled: worthAsking });
  if (!worthAsking || !state.isSuccess || (!state.data.eligible && !state.data.review)) return null;
  return (
    <p className={styles.reviewLink}>
      <Link to={reviewHref(reservation.reservation_number, reservation.hotel.id)}>{state.data.review ? t('review.seeReview') : t('review.writeReview')}</Link>
    </p>
  );
}
