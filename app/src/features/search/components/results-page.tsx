import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, memo, Suspense, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { addDays, nightsBetween, todayIn } from '#domain/rules/nights.ts';
import { isoMinuteOf, wallClockIn } from '#domain/rules/wall-clock.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { Sheet } from '#app/components/ui/sheet.tsx';
import { bookLanguageFor } from '#app/i18n/book-language.ts';
import { reportToHost } from '#app/platform/host-bridge.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { HotelInfoBlock } from '#app/shared/hotel/hotel-info-block.tsx';
import type { RoomsChoice } from '#app/shared/stay/booked-rooms.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { useMcpCurrencyParam } from '#app/shared/hotel/use-shown-amount.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { roomsQueryOptions, roomsSearchQuery } from '../api/get-rooms';
import { dropPreload, preloadedResults } from '../api/preload-results';
import { useNarrowScreen } from '../hooks/use-narrow-screen';
import { useRoomChoosing } from '../hooks/use-room-choosing';
import { rememberCriteria, withRememberedCriteria } from '../utils/criteria-cookie';
import { searchResultEvent } from '../utils/search-analytics';
import { CRITERIA_KEYS, criteriaQuery, earliestCheckin, latestCheckin, readCriteria, resolveCriteria, type SearchCriteriaState } from '../utils/search-criteria';
import { searchCoversText } from '../utils/summary-text';
import { visibleRooms } from '../utils/visible-results';
import { FilterChips } from './filter-chips';
import { RoomChooser } from './room-chooser';
import { RoomResults } from './room-results';
import { SearchNotifications } from './search-notifications';
import { SearchSummary } from './search-summary';
import { SelectedRoomsSummary } from './selected-rooms-summary';
import styles from './results-page.module.css';

// The search form, with react-hook-form and the date and time fields, loads when the guest opens it or once the
// first results are on screen, whichever comes first: the results never share the network and the main thread with
// it, and the page's first JS leaves it out (issue 20, ADR 266, ADR 271).
const loadSearchForm = () => import('./search-form');
// Memoised here: given the search without the chips' filters and one search handler, a filter chip leaves it as it
// was (ADR 278).
const SearchForm = lazy(() => loadSearchForm().then((module) => ({ default: memo(module.SearchForm) })));
// The hotel's address and photos take nothing from the search: a filter chip's re-render of the page passes them by.
const HotelInfo = memo(HotelInfoBlock);

type ResultsPageProps = {
  /** Every searched room's choice; isDayUse: found by a day-use search and booked for its check-in day. */
  onBook: (choice: RoomsChoice) => void;
  /** The brand's hotel list, offered when this hotel has nothing for the search. */
  otherHotelsHref: string;
  policyHref: (roomPlanCode: string) => string;
  /** Member sign-in, coming back to these results: what a guest is offered for a members-only plan. */
  signInHref: string;
};

/** /booking/result: the search in the address (or remembered for the hotel), a form to change it, and its answer. */
export function ResultsPage({ onBook, otherHotelsHref, policyHref, signInHref }: ResultsPageProps) {
  const { t } = useTranslation('search');
  const settings = useHotelSettings();
  const { locale } = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const hotelToday = todayIn(settings.time_zone);
  const kidsType = settings.kids_setting.kids_type;
  const language = bookLanguageFor(locale, settings.book_languages);
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
  const mcpCurrency = useMcpCurrencyParam();
  // A member or organisation session opens members-only plans; without one, the rows offer member sign-in where
  // the brand has it (document 1 section 4: member login only when membership login is enabled).
  const signedIn = useSessionStore((state) => state.userToken !== null);
  const memberSignIn = settings.membership?.login_enabled === true ? signInHref : null;
  const membersLocked = useMemo(() => (signedIn ? null : { signInHref: memberSignIn }), [signedIn, memberSignIn]);
  const chooserRef = useRef<HTMLFieldSetElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  // The chosen offer's button leaves with the room's results: focus goes to the next room, or on to continuing.
  const focusRoom = (room: number) =>
    requestAnimationFrame(() => chooserRef.current?.querySelector<HTMLInputElement>(`input[value="${room}"]`)?.focus());
  const focusAfterChoice = (nextRoom: number | null) =>
    nextRoom === null ? requestAnimationFrame(() => continueRef.current?.focus()) : focusRoom(nextRoom);
  // What the guest searched, without the filters the chips apply to its answer: the same object across a filter
  // change, so the search form stays mounted and the room choosing's handlers (and the memoised cards they reach)
  // keep their identity (ADR 274). Criteria are plain JSON (dates are ISO strings).
  const searchedKey = JSON.stringify({ ...criteria, filter: [], isIncludingOccupied: false });
  const searched = useMemo((): SearchCriteriaState => {
    // JSON leaves out an undefined mode: put back as the key the type asks for.
    const parsed = JSON.parse(searchedKey) as Omit<SearchCriteriaState, 'mode'> & Partial<Pick<SearchCriteriaState, 'mode'>>;
    return { ...parsed, mode: parsed.mode };
  }, [searchedKey]);
  const choosing = useRoomChoosing(searched, settings, onBook, focusAfterChoice);
  const { filter, isIncludingOccupied } = criteria;
  const shownCriteria = useMemo(() => ({ ...choosing.shown, filter, isIncludingOccupied }), [choosing.shown, filter, isIncludingOccupied]);
  const query = { ...roomsSearchQuery(choosing.shown, kidsType, language), ...(mcpCurrency ? { mcp_currency: mcpCurrency } : {}) };
  const queryClient = useQueryClient();
  const rooms = useQuery({
    ...roomsQueryOptions(settings.hotel_id, query),
    // The startup preload stands in until this search answers (only ever before it has an answer of its own).
    placeholderData: () => preloadedResults(queryClient, settings.hotel_id, criteria.type),
  });
  useEffect(() => {
    if (rooms.data && !rooms.isPlaceholderData) dropPreload();
  }, [rooms.data, rooms.isPlaceholderData]);

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
    if (!rooms.data || rooms.isPlaceholderData || reported.current === rooms.data) return;
    reported.current = rooms.data;
    // A multi-room search answers one room at a time: each answer is filtered for the one room it was asked for.
    const shown = visibleRooms(rooms.data, {
      requestedRoomCount: choosing.shown.rooms.length,
      isIncludingOccupied: criteria.isIncludingOccupied,
      isUndated: criteria.undated,
      mode: criteria.mode,
      filter: criteria.filter,
    });
    reportToHost('ga4Event', searchResultEvent(criteria, shown, settings.hotel_code, settings.currency));
  }, [rooms.data, rooms.isPlaceholderData, criteria, choosing.shown, settings.hotel_code, settings.currency]);

  // The search sits in one line above the results; Edit opens the form (in a sheet on a phone). A first visit
  // without any search starts with the form open in the page on a wide screen. On a phone it stays behind Edit as
  // on any other visit: open, it filled the first screen, so the first prices were below it (issue 17's "the first
  // price on the first screen") and the page's largest paint waited for the form's code (issue 20).
  const narrow = useNarrowScreen();
  const [firstVisit] = useState(source === 'defaults' && !narrow);
  const [editing, setEditing] = useState(firstVisit);
  const inSheet = editing && narrow && !firstVisit;
  const panelId = useId();
  // Each search asks the results to take focus once they have answered (the heading, or the no-rooms message).
  const [focusRequest, setFocusRequest] = useState(0);
  // Asked for on a search, granted once the address (and so the rooms query) carries it, so the old answer does not take it.
  const focusWanted = useRef(false);
  useEffect(() => {
    if (!focusWanted.current) return;
    focusWanted.current = false;
    setFocusRequest((request) => request + 1);
  }, [searchText]);

  const changeSearch = (next: SearchCriteriaState) => {
    // The rest of the query (hotel code, locale, marketing parameters) stays as it is.
    setSearchParams((current) => {
      const updated = new URLSearchParams(current);
      for (const key of CRITERIA_KEYS) updated.delete(key);
      for (const [key, value] of Object.entries(criteriaQuery(next, kidsType))) updated.set(key, value);
      return updated;
    });
  };

  const search = (next: SearchCriteriaState) => {
    focusWanted.current = true;
    // The form does not hold the chips' filters and stays mounted across them: the ones on the page go along.
    changeSearch({ ...next, filter, isIncludingOccupied });
    setEditing(false);
  };
  // One handler for the page's life that does what the latest render's would (it runs on the form's Search only), so
  // the memoised form passes a filter chip by (ADR 278).
  const latestSearch = useRef(search);
  useLayoutEffect(() => {
    latestSearch.current = search;
  });
  const onSearch = useCallback((next: SearchCriteriaState) => latestSearch.current(next), []);

  // Set in an effect, so after the paint that put the first results (or the failure that stands for them) on screen.
  const [resultsShown, setResultsShown] = useState(false);
  const answered = rooms.data !== undefined || rooms.isError;
  useEffect(() => {
    if (!answered) return;
    // Only a first visit's form waits for this: on any other visit it would draw the whole page again for nothing.
    if (firstVisit) setResultsShown(true);
    void loadSearchForm();
  }, [answered, firstVisit]);

  // A first visit opens the form at once: until the results are on screen and the form's code has come, its place
  // is kept, so the results do not move down when it arrives. On any other visit the guest's Edit asks for it at once.
  const formPlace = firstVisit ? <div className={styles.formPlace} aria-hidden="true" /> : null;
  const form =
    firstVisit && !resultsShown ? (
      formPlace
    ) : (
      <Suspense fallback={formPlace}>
        <SearchForm
          // A new search in the address (back button, a link) starts the form over from it; a filter chip does not.
          key={searchedKey}
          criteria={searched}
          titled={!inSheet}
          hotelToday={hotelToday}
          onSearch={onSearch}
        />
      </Suspense>
    );

  const covers = searchCoversText(choosing.shown, kidsType, t);
  const { book, canBook, bookLabel } = choosing;
  const offer = useMemo(
    () => ({ covers, onBook: book, canBook, bookLabel, policyHref, membersLocked }),
    [covers, book, canBook, bookLabel, policyHref, membersLocked],
  );

  /** The summary's change and choose buttons show that room's offers and put the guest at the room choice. */
  const chooseFor = (room: number) => {
    choosing.showRoom(room);
    focusRoom(room);
  };

  const resultsId = useId();
  /** The empty answer's "Change your search": the form opens with its first field focused (a sheet focuses its own). */
  const openForm = () => {
    setEditing(true);
    void loadSearchForm().then(() =>
      requestAnimationFrame(() => document.getElementById(panelId)?.querySelector<HTMLElement>('input, select')?.focus()),
    );
  };
  const skipToResults = (event: MouseEvent) => {
    event.preventDefault();
    document.getElementById(resultsId)?.focus();
  };


  return (
    <div className={styles.page}>
      <DocumentTitle page={t('title')} hotelName={settings.hotel_name} />
      <PageHeading>{t('title')}</PageHeading>
      <a href={`#${resultsId}`} className={styles.skip} onClick={skipToResults}>
        {t('results.skip')}
      </a>
      <SearchSummary criteria={criteria} editing={editing} panelId={inSheet ? undefined : panelId} onEdit={() => setEditing(!editing)} />
      {editing && !inSheet && <div id={panelId}>{form}</div>}
      {inSheet && (
        <Sheet title={t('form.title')} closeLabel={t('form.close')} onClose={() => setEditing(false)}>
          {form}
        </Sheet>
      )}
      <FilterChips
        filter={criteria.filter}
        includeSoldOut={criteria.isIncludingOccupied}
        onChange={({ filter, includeSoldOut }) => changeSearch({ ...criteria, filter, isIncludingOccupied: includeSoldOut })}
      />
      <SearchNotifications checkin={criteria.undated ? null : criteria.checkin} today={hotelToday} language={language} />
      <div className={choosing.multiRoom ? styles.choosing : undefined}>
        <div className={styles.results}>
          {choosing.multiRoom && (
            <RoomChooser ref={chooserRef} rooms={choosing.rooms} assigned={choosing.assigned} activeRoom={choosing.activeRoom} onShow={choosing.showRoom} />
          )}
          <RoomResults
            rooms={rooms}
            criteria={shownCriteria}
            now={isoMinuteOf(wallClockIn(settings.time_zone, Date.now()))}
            offer={offer}
            otherHotelsHref={otherHotelsHref}
            headingId={resultsId}
            focusRequest={focusRequest}
            onChangeSearch={openForm}
            earliest={earliestCheckin(settings, hotelToday)}
            latest={latestCheckin(settings, hotelToday)}
            onTryDates={(checkin) => {
              const nights = Math.max(1, nightsBetween(criteria.checkin, criteria.checkout));
              focusWanted.current = true;
              changeSearch({ ...criteria, checkin, checkout: addDays(checkin, nights) });
            }}
          />
        </div>
        {choosing.multiRoom && (
          <SelectedRoomsSummary
            rooms={choosing.rooms}
            assigned={choosing.assigned}
            selected={choosing.selected}
            offers={choosing.offers}
            activeRoom={choosing.activeRoom}
            onChooseFor={chooseFor}
            onRemove={(entry, room) => {
              choosing.remove(entry, room);
              focusRoom(room);
            }}
            onClear={() => {
              choosing.clear();
              focusRoom(0);
            }}
            sharesPayment={choosing.sharesPayment}
            onContinue={choosing.continueToBooking}
            continueRef={continueRef}
          />
        )}
      </div>
      {/* Last on the page: arriving after the results, it moves nothing the guest is reading. */}
      <HotelInfo />
    </div>
  );
}
