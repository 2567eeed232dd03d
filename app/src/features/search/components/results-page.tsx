import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { todayIn } from '../../../../../domain/rules/nights';
import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeading } from '../../../components/ui/page-heading';
import { useHotelSettings } from '../../../lib/hotel-settings';
import { maxAdultsPerRoom, readStayQuery, stayQuery, type RoomSelection, type Stay } from '../../../lib/stay-query';
import { useLocale } from '../../../lib/use-locale';
import { roomsQueryOptions } from '../api/get-rooms';
import { resolveSearch } from '../utils/default-search';
import { RoomResults } from './room-results';
import { SearchForm } from './search-form';
import { SearchSummary } from './search-summary';
import styles from './results-page.module.css';

/** /booking/result: the search in the address, its summary, a form to change it, and the rooms it finds. */
export function ResultsPage({ onBook }: { onBook: (selection: RoomSelection) => void }) {
  const { t } = useTranslation('search');
  const settings = useHotelSettings();
  const { locale } = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const hotelToday = todayIn(settings.time_zone);
  const maxAdults = maxAdultsPerRoom(settings);
  const stay = resolveSearch(readStayQuery(searchParams, maxAdults), hotelToday);
  const rooms = useQuery(roomsQueryOptions(settings.hotel_id, stay, locale));

  const changeSearch = (next: Stay) => {
    // The rest of the query (hotel code, locale, marketing parameters) stays as it is.
    setSearchParams((current) => {
      const updated = new URLSearchParams(current);
      for (const [key, value] of Object.entries(stayQuery(next))) updated.set(key, value);
      return updated;
    });
  };

  return (
    <div className={styles.page}>
      <DocumentTitle page={t('title')} hotelName={settings.hotel_name} />
      <PageHeading>{t('title')}</PageHeading>
      <SearchSummary stay={stay} />
      <SearchForm
        // A new search in the address (back button, a link) starts the form over from it.
        key={`${stay.checkin}/${stay.checkout}/${stay.adults}`}
        stay={stay}
        hotelToday={hotelToday}
        maxAdults={maxAdults}
        onSearch={changeSearch}
      />
      <RoomResults rooms={rooms} stay={stay} onBook={onBook} />
    </div>
  );
}
