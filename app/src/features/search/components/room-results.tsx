import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RoomsResponse } from '#domain/entities/room-result.ts';
import { Alert, Notice } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import { useErrorText } from '#app/api/use-error-text.ts';
import { useShownAmount } from '#app/shared/hotel/use-shown-amount.ts';
import type { SearchCriteriaState } from '../utils/search-criteria';
import { visiblePlans, visibleRooms, type VisibleContext } from '../utils/visible-results';
import { PlanCard } from './plan-card';
import { RoomCard, type OfferContext } from './room-card';
import styles from './room-results.module.css';

type RoomResultsProps = {
  rooms: UseQueryResult<RoomsResponse>;
  criteria: SearchCriteriaState;
  offer: Omit<OfferContext, 'promotion' | 'shown'>;
  /** Where a guest finds the brand's other hotels when this one has nothing for the search. */
  otherHotelsHref: string;
  onChangeSearch: () => void;
};

/** The answer to the search: a loading status, the error with a retry, the empty case, or the rooms or plans. */
export function RoomResults({ rooms, criteria, offer, otherHotelsHref, onChangeSearch }: RoomResultsProps) {
  const { t } = useTranslation('search');
  const errorText = useErrorText();
  const headingId = useId();
  // One reader of amounts in the chosen currency for the whole list, rather than one per price (ADR 131).
  const shown = useShownAmount(rooms.data?.mcp_currency);
  // criteria is memoised by the results page, so re-filtering runs only when the answer or the criteria change.
  const visible = useMemo(() => {
    if (!rooms.data) return null;
    const context: VisibleContext = {
      requestedRoomCount: criteria.rooms.length,
      isIncludingOccupied: criteria.isIncludingOccupied,
      isUndated: criteria.undated,
      mode: criteria.mode,
      filter: criteria.filter,
    };
    return criteria.type === 'plans'
      ? { kind: 'plans' as const, plans: visiblePlans(rooms.data, context) }
      : { kind: 'rooms' as const, rooms: visibleRooms(rooms.data, context) };
  }, [rooms.data, criteria]);

  let body;
  if (rooms.isPending) {
    body = (
      <>
        <LoadingStatus label={t('results.loading')} />
        <div className={styles.skeletons} aria-hidden="true">
          <div className={styles.skeleton} />
          <div className={styles.skeleton} />
        </div>
      </>
    );
  } else if (rooms.isError) {
    body = (
      <Alert>
        <p className={styles.lead}>{t('results.error')}</p>
        <p>{errorText(rooms.error)}</p>
        <Button variant="secondary" onClick={() => void rooms.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  } else if (!visible || (visible.kind === 'rooms' ? visible.rooms.length : visible.plans.length) === 0) {
    body = (
      <Notice>
        <p className={styles.lead}>{t('results.empty.title')}</p>
        <p>{criteria.filter.length > 0 ? t('results.empty.filtered') : t('results.empty.body')}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onChangeSearch}>
            {t('results.empty.change')}
          </Button>
          <Link to={otherHotelsHref} className={styles.link}>
            {t('results.empty.otherHotels')}
          </Link>
        </div>
      </Notice>
    );
  } else {
    const offerContext: OfferContext = { ...offer, promotion: rooms.data.payment_promotion_info, shown };
    body =
      visible.kind === 'rooms' ? (
        <>
          <p role="status" className={styles.count}>
            {t('results.count', { count: visible.rooms.length })}
          </p>
          <ul className={styles.list}>
            {visible.rooms.map((room) => (
              <li key={room.room_type_code}>
                <RoomCard room={room} offer={offerContext} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p role="status" className={styles.count}>
            {t('results.planCount', { count: visible.plans.length })}
          </p>
          <ul className={styles.list}>
            {visible.plans.map((plan) => (
              <li key={plan.hotel_plan_code}>
                <PlanCard plan={plan} offer={offerContext} />
              </li>
            ))}
          </ul>
        </>
      );
  }

  return (
    <section className={styles.results} aria-labelledby={headingId} aria-busy={rooms.isFetching}>
      <h2 id={headingId} className={styles.heading}>
        {criteria.type === 'plans' ? t('results.plansHeading') : t('results.heading')}
      </h2>
      {body}
    </section>
  );
}
