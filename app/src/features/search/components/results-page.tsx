import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { RoomPlan, RoomResult } from '../../../../../domain/entities/room-result';
import { addDays, nightsBetween, todayIn } from '../../../../../domain/rules/nights';
import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeading } from '../../../components/ui/page-heading';
import { bookLanguageFor } from '../../../lib/book-language';
import { reportToHost } from '../../../lib/host-bridge';
import { useHotelSettings } from '../../../lib/hotel-settings';
import type { RoomSelection } from '../../../lib/stay-query';
import { useLocale } from '../../../lib/use-locale';
import { roomsQueryOptions, roomsSearchQuery } from '../api/get-rooms';
import { rememberCriteria, withRememberedCriteria } from '../utils/criteria-cookie';
import { searchResultEvent } from '../utils/search-analytics';
import { CRITERIA_KEYS, criteriaQuery, readCriteria, resolveCriteria, type SearchCriteriaState } from '../utils/search-criteria';
import { visibleRooms } from '../utils/visible-results';
import { RoomResults } from './room-results';
import { SearchForm } from './search-form';
import { SearchNotifications } from './search-notifications';
import { SearchSummary } from './search-summary';
import styles from './results-page.module.css';

type ResultsPageProps = {
  /** isDayUse: the plan was found by a day-use search and is booked for its check-in day. */
  onBook: (selection: RoomSelection & { isDayUse: boolean }) => void;
  /** The brand's hotel list, offered when this hotel has nothing for the search. */
  otherHotelsHref: string;
  policyHref: (roomPlanCode: string) => string;
};

/** /booking/result: the search in the address (or remembered for the hotel), a form to change it, and its answer. */
export function ResultsPage({ onBook, otherHotelsHref, policyHref }: ResultsPageProps) {
  const { t } = useTranslation('search');
  const settings = useHotelSettings();
  const { locale } = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const hotelToday = todayIn(settings.time_zone);
  const kidsType = settings.kids_setting.kids_type;
  const language = bookLanguageFor(locale, settings.book_languages);
  const formRef = useRef<HTMLDivElement>(null);
  const searchText = searchParams.toString();
  const { criteria, source } = useMemo(() => {
    const address = new URLSearchParams(searchText);
    const read = withRememberedCriteria(address, settings.hotel_code);
    const remembered = read !== address;
    const hasCriteria = CRITERIA_KEYS.some((key) => read.has(key));
    return {
      criteria: resolveCriteria(readCriteria(read, settings), settings, hotelToday),
      source: remembered ? ('cookie' as const) : hasCriteria ? ('address' as const) : ('defaults' as const),
    };
  }, [searchText, settings, hotelToday]);
  const query = roomsSearchQuery(criteria, kidsType, language);
  const rooms = useQuery(roomsQueryOptions(settings.hotel_id, query));

  // A search the guest or a link asked for is remembered for the hotel for an hour; a remembered one is put back
  // into the address so the address always says what the results show. Defaults are neither: a plain link stays
  // plain.
  useEffect(() => {
    const wanted = criteriaQuery(criteria, kidsType);
    if (source === 'address') rememberCriteria(settings.hotel_code, wanted);
    if (source !== 'cookie') return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(wanted)) next.set(key, value);
        return next;
      },
      { replace: true },
    );
  }, [criteria, source, kidsType, settings.hotel_code, setSearchParams]);

  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (!rooms.data || reported.current === rooms.data) return;
    reported.current = rooms.data;
    const shown = visibleRooms(rooms.data, {
      requestedRoomCount: criteria.rooms.length,
      isIncludingOccupied: criteria.isIncludingOccupied,
      isUndated: criteria.undated,
      mode: criteria.mode,
      filter: criteria.filter,
    });
    reportToHost('ga4Event', searchResultEvent(criteria, shown, settings.hotel_code, settings.currency));
  }, [rooms.data, criteria, settings.hotel_code, settings.currency]);

  const changeSearch = (next: SearchCriteriaState) => {
    // The rest of the query (hotel code, locale, marketing parameters) stays as it is.
    setSearchParams((current) => {
      const updated = new URLSearchParams(current);
      for (const key of CRITERIA_KEYS) updated.delete(key);
      for (const [key, value] of Object.entries(criteriaQuery(next, kidsType))) updated.set(key, value);
      return updated;
    });
  };

  const book = (room: RoomResult, plan: RoomPlan) => {
    // An undated plan is booked for the stay it was found for; a day use for its day.
    const checkin = plan.stay?.checkin ?? criteria.checkin;
    const checkout = plan.stay?.checkout ?? (criteria.isDayUse ? addDays(criteria.checkin, 1) : criteria.checkout);
    onBook({
      checkin,
      checkout,
      adults: criteria.rooms[0]?.adults ?? 2,
      roomTypeCode: room.room_type_code,
      roomPlanCode: plan.room_plan_code,
      isDayUse: criteria.isDayUse,
    });
  };

  const nights = criteria.undated ? criteria.nights : criteria.isDayUse ? 1 : nightsBetween(criteria.checkin, criteria.checkout);

  return (
    <div className={styles.page}>
      <DocumentTitle page={t('title')} hotelName={settings.hotel_name} />
      <PageHeading>{t('title')}</PageHeading>
      <SearchSummary criteria={criteria} />
      <SearchNotifications checkin={criteria.undated ? null : criteria.checkin} today={hotelToday} language={language} />
      <div ref={formRef}>
        <SearchForm
          // A new search in the address (back button, a link) starts the form over from it.
          key={searchText}
          criteria={criteria}
          hotelToday={hotelToday}
          onSearch={changeSearch}
        />
      </div>
      <RoomResults
        rooms={rooms}
        criteria={criteria}
        offer={{ nights, rooms: criteria.rooms.length, onBook: book, policyHref }}
        otherHotelsHref={otherHotelsHref}
        onChangeSearch={() => formRef.current?.querySelector<HTMLInputElement>('input, select')?.focus()}
      />
    </div>
  );
}
