import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RoomPlan, RoomsResponse } from '#domain/entities/room-result.ts';
import { cancellationPercentage } from '#domain/rules/cancellation-fee.ts';
import { Alert, Notice } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { announce } from '#app/components/ui/live-region.tsx';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import { useErrorText } from '#app/api/use-error-text.ts';
import { useShownAmount } from '#app/shared/hotel/use-shown-amount.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { bookLanguageFor } from '#app/i18n/book-language.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { HotelText } from '#app/components/ui/hotel-text.tsx';
import { useContentLanguage } from '#app/shared/hotel/use-content-language.ts';
import { ratePoliciesQueryOptions } from '../api/get-rate-policies';
import { useCardEstimate } from '../hooks/use-card-estimate';
import { createCardFiller, firstScreenCards } from '../utils/card-filler';
import type { SearchCriteriaState } from '../utils/search-criteria';
import { visibleContextOf, visiblePlans, visibleRooms } from '../utils/visible-results';
import { DeferredCard } from './deferred-card';
import { NearestDates } from './nearest-dates';
import { PlanCard } from './plan-card';
import { RoomCard, type OfferContext } from './room-card';
import styles from './room-results.module.css';

type RoomResultsProps = {
  rooms: UseQueryResult<RoomsResponse>;
  criteria: SearchCriteriaState;
  offer: Omit<OfferContext, 'promotion' | 'shown' | 'refundable'>;
  /** The hotel-local minute now, against which a rate's cancellation policy says whether it refunds. */
  now: string;
  /** Where a guest finds the brand's other hotels when this one has nothing for the search. */
  otherHotelsHref: string;
  /** The heading's id: "Skip to results" and a finished search put focus on it. */
  headingId: string;
  /** Grows with each search the guest makes: once its answer is in, focus goes to the heading or the no-rooms message. */
  focusRequest: number;
  onChangeSearch: () => void;
  /** The bookable check-in range, where the nearest open dates are looked for. */
  earliest: string;
  latest: string;
  /** Searches the same stay from another check-in (a sold-out night's nearest open dates). */
  onTryDates: (checkin: string) => void;
};

/** The answer to the search: a loading status, the error with a retry, the empty case, or the rooms or plans. */
export function RoomResults({ rooms, criteria, offer, now, otherHotelsHref, headingId, focusRequest, onChangeSearch, earliest, latest, onTryDates }: RoomResultsProps) {
  const { t } = useTranslation('search');
  const errorText = useErrorText();
  const emptyRef = useRef<HTMLDivElement>(null);
  const handledFocus = useRef(0);
  // One reader of amounts in the chosen currency for the whole list, rather than one per price (ADR 131).
  const shown = useShownAmount(rooms.data?.mcp_currency);
  // criteria is memoised by the results page, so re-filtering runs only when the answer or the criteria change.
  const visible = useMemo(() => {
    if (!rooms.data) return null;
    const context = visibleContextOf(criteria);
    return criteria.type === 'plans'
      ? { kind: 'plans' as const, plans: visiblePlans(rooms.data, context) }
      : { kind: 'rooms' as const, rooms: visibleRooms(rooms.data, context) };
  }, [rooms.data, criteria]);

  // What the live region says: the room types (or plans) a guest can book, not those listed sold out.
  const bookable = useMemo(() => {
    if (!visible) return 0;
    if (visible.kind === 'plans') return visible.plans.filter((plan) => plan.rooms.some((room) => room.room_plan.some((p) => offer.canBook(room, p)))).length;
    return visible.rooms.filter((room) => room.room_plan.some((plan) => offer.canBook(room, plan))).length;
  }, [visible, offer]);
  const settled = !rooms.isPending && !rooms.isFetching && !rooms.isPlaceholderData;
  const empty = settled && (!visible || bookable === 0);
  let status = '';
  if (rooms.isError) status = t('results.error');
  else if (empty) status = t('results.empty.title');
  else if (settled) status = criteria.type === 'plans' ? t('results.planCount', { count: bookable }) : t('results.count', { count: bookable });

  // Each settled answer is said through the app's one live region; the count below stays as the visible line.
  useEffect(() => {
    if (status !== '') announce(status);
  }, [status]);

  useEffect(() => {
    if (!settled || focusRequest === handledFocus.current) return;
    handledFocus.current = focusRequest;
    // After the form (or its sheet) has gone and handed focus back to Edit.
    requestAnimationFrame(() => (empty ? emptyRef.current : document.getElementById(headingId))?.focus());
  }, [settled, focusRequest, empty, headingId]);

  // The rates' cancellation policies, to pick each room's cheapest refundable rate.
  const settings = useHotelSettings();
  const { locale } = useLocale();
  // Asked for every rate of the answer, not only those the filters leave: ticking a filter then neither asks again
  // nor draws the cards twice (once without policies, once with), which made re-filtering a large hotel slow (ADR 274).
  const planCodes = useMemo(
    () => [...new Set((criteria.type === 'rooms' ? (rooms.data?.rooms ?? []) : []).flatMap((room) => room.room_plan.map((plan) => plan.room_plan_code)))],
    [rooms.data, criteria.type],
  );
  const policies = useQuery({
    ...ratePoliciesQueryOptions(settings.hotel_id, planCodes, bookLanguageFor(locale, settings.book_languages)),
    enabled: planCodes.length > 0,
  });
  const refundable = useMemo(() => {
    const data = policies.data;
    // Each rate's policy looked up by its code: a search over the policies for each of a large hotel's 900 rates
    // grew with both counts. The first policy naming a rate is its policy, as before.
    const policyOf = new Map<string, NonNullable<typeof data>['cancellation_policies'][number]>();
    for (const policy of data?.cancellation_policies ?? []) {
      for (const code of policy.room_plan_codes) if (!policyOf.has(code)) policyOf.set(code, policy);
    }
    return (plan: RoomPlan): boolean | undefined => {
      if (!data) return undefined;
      const policy = policyOf.get(plan.room_plan_code);
      // No policy: cancelling costs nothing.
      if (!policy) return true;
      return cancellationPercentage(policy, plan.stay?.checkin ?? criteria.checkin, now) < 100;
    };
  }, [policies.data, criteria.checkin, now]);

  // One object while the search's handlers, the answer and the policies stay: the memoised cards skip a filter
  // change that leaves their rates as they were (ADR 274).
  const promotion = rooms.data?.payment_promotion_info ?? null;
  const offerContext: OfferContext = useMemo(() => ({ ...offer, promotion, shown, refundable }), [offer, promotion, shown, refundable]);

  // Cards away from the screen start as shells and are drawn as they near it (ADR 275): a large answer's first
  // render draws what a guest sees, not every card. One filler (one observer, one idle queue) for the list's life.
  const [filler] = useState(createCardFiller);
  useEffect(() => () => filler.dispose(), [filler]);
  const [eagerCount] = useState(firstScreenCards);
  // The cards drawn with the list's first commit draw their rates a task after their photos and words (ADR 281),
  // so the page's first results reach the screen without one long task; any card drawn after draws them at once.
  // Where every card is drawn at once (no Intersection Observer: jsdom) nothing is staged.
  const listDrawn = useRef(eagerCount === Infinity);
  const listed = visible ? (visible.kind === 'rooms' ? visible.rooms.length : visible.plans.length) : 0;
  useEffect(() => {
    if (listed > 0 && !rooms.isPending && !rooms.isError) listDrawn.current = true;
  });
  const listRef = useRef<HTMLUListElement>(null);
  useCardEstimate(listRef, visible);
  const { booked } = useContentLanguage();

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
  } else {
    // Nothing bookable: the message says so first; room types listed sold out (when asked for) follow it.
    const noRooms = bookable === 0 && (
      <div ref={emptyRef} tabIndex={-1} className={styles.empty}>
        <Notice>
          <p className={styles.lead}>{t('results.empty.title')}</p>
          <p>{criteria.filter.length > 0 ? t('results.empty.filtered') : t('results.empty.body')}</p>
          {!criteria.undated && criteria.filter.length === 0 && <NearestDates criteria={criteria} earliest={earliest} latest={latest} onTry={onTryDates} />}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onChangeSearch}>
              {t('results.empty.change')}
            </Button>
            <Link to={otherHotelsHref} className={styles.link}>
              {t('results.empty.otherHotels')}
            </Link>
          </div>
        </Notice>
      </div>
    );
    body = (
      <>
        {noRooms}
        {visible && listed > 0 && (
          // Focus reaching a card fills the shells beside it, before Tab or Shift+Tab can pass them.
          <ul ref={listRef} className={styles.list} onFocus={(event) => filler.fillAround(event.currentTarget, event.target)}>
            {visible.kind === 'rooms'
              ? visible.rooms.map((room, index) => (
                  <li key={room.room_type_code}>
                    <DeferredCard filler={filler} eager={index < eagerCount} heading={<HotelText lang={booked}>{room.room_type_name}</HotelText>}>
                      {(headingId) => <RoomCard room={room} offer={offerContext} headingId={headingId} first={index === 0} ratesLater={!listDrawn.current} />}
                    </DeferredCard>
                  </li>
                ))
              : visible.plans.map((plan, index) => (
                  <li key={plan.hotel_plan_code}>
                    <DeferredCard filler={filler} eager={index < eagerCount} heading={<HotelText lang={booked}>{plan.plan_name}</HotelText>}>
                      {(headingId) => <PlanCard plan={plan} offer={offerContext} headingId={headingId} />}
                    </DeferredCard>
                  </li>
                ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <section className={styles.results} aria-labelledby={headingId} aria-busy={rooms.isFetching}>
      <h2 id={headingId} className={styles.heading} tabIndex={-1}>
        {criteria.type === 'plans' ? t('results.plansHeading') : t('results.heading')}
      </h2>
      <p className={styles.count}>
        {status}
      </p>
      {body}
    </section>
  );
}
