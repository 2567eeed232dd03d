import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { IsoDate } from '#domain/entities/common.ts';
import { formatMoney } from '#domain/rules/money.ts';
import { STAY_PLUS_FLIGHT } from '#domain/rules/stay-plus-flight.ts';
import { Alert, Notice } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { useErrorText } from '#app/api/use-error-text.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { packageHotelsQueryOptions } from '../api/get-package-options';
import { initialPackageDraft, readPackageSearch, type PackageSearch } from '../utils/package-search';
import { FlightChoice, type BookHref } from './flight-choice';
import { PackageSearchForm } from './package-search-form';
import offerList from '#app/components/layout/offer-list.module.css';
import styles from './stay-plus-flight.module.css';

type StayPlusFlightPageProps = {
  today: IsoDate;
  /** The site's name, for the document title. */
  siteName: string;
  searchHref: (search: PackageSearch) => string;
  /** The chosen hotel's booking pages for the stay, carrying the chosen flights (ADR 261): a page load. */
  bookHref: BookHref;
};

/** The hotels sold for the stay; choosing one asks for its flights. */
function PackageHotels({ search, searchHref }: { search: PackageSearch; searchHref: StayPlusFlightPageProps['searchHref'] }) {
  const { t } = useTranslation('stay-plus-flight');
  const { t: tc } = useTranslation('common');
  const { tag } = useLocale();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const headingId = useId();
  const hotels = useQuery(packageHotelsQueryOptions(search));

  let body;
  if (hotels.isPending) body = <LoadingStatus label={t('hotels.loading')} />;
  else if (hotels.isError)
    body = (
      <Alert>
        <p>{t('hotels.error')}</p>
        <p>{errorText(hotels.error)}</p>
        <Button variant="secondary" onClick={() => void hotels.refetch()}>
          {tc('actions.retry')}
        </Button>
      </Alert>
    );
  else {
    const sold = hotels.data.hotels.filter((hotel) => hotel.lowest_price !== null);
    body =
      sold.length === 0 ? (
        <Notice>{t('hotels.empty')}</Notice>
      ) : (
        <ul className={offerList.list}>
          {sold.map((hotel) => (
            <li key={hotel.hotel_id} className={offerList.item}>
              <h3 className={offerList.name}>
                <bdi>{hotel.name}</bdi>
              </h3>
              <p className={offerList.price}>{t('hotels.price', { price: formatMoney(hotel.lowest_price ?? 0, hotel.currency, tag) })}</p>
              <Button variant="secondary" onClick={() => void navigate(searchHref({ ...search, hotelCode: hotel.hotel_code }))}>
                {t('hotels.choose', { hotel: hotel.name })}
              </Button>
            </li>
          ))}
        </ul>
      );
  }
  return (
    <section aria-labelledby={headingId} aria-busy={hotels.isFetching} className={offerList.page}>
      <h2 id={headingId} className={styles.heading}>
        {t('hotels.title')}
      </h2>
      {body}
    </section>
  );
}

/** The chosen hotel's name, from the same list the choice was made in (cached). */
function useHotelName(search: PackageSearch): string | undefined {
  const hotels = useQuery(packageHotelsQueryOptions(search));
  return hotels.data?.hotels.find((hotel) => hotel.hotel_code === search.hotelCode)?.name;
}

function ChosenHotelFlights({ search, bookHref }: { search: PackageSearch & { hotelCode: string }; bookHref: BookHref }) {
  const hotelName = useHotelName(search);
  return <FlightChoice search={search} hotelName={hotelName ?? search.hotelCode} bookHref={bookHref} />;
}

/**
 * Stay plus flight on the travel-agency site (ADR 253): sold in Japanese only, so another language shows why it
 * is not offered instead of the search.
 */
export function StayPlusFlightPage({ today, siteName, searchHref, bookHref }: StayPlusFlightPageProps) {
  const { t } = useTranslation('stay-plus-flight');
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const search = readPackageSearch(searchParams, today);
  const hotelCode = search?.hotelCode;
  return (
    <div className={offerList.page}>
      <DocumentTitle page={t('title')} hotelName={siteName} />
      <PageHeading>{t('title')}</PageHeading>
      {locale === STAY_PLUS_FLIGHT.locale ? (
        <>
          <PackageSearchForm key={searchParams.toString()} initial={initialPackageDraft(search, today)} today={today} onSearch={(next) => void navigate(searchHref(next))} />
          {search && hotelCode ? (
            <ChosenHotelFlights search={{ ...search, hotelCode }} bookHref={bookHref} />
          ) : (
            search && <PackageHotels search={search} searchHref={searchHref} />
          )}
        </>
      ) : (
        <Notice>{t('japaneseOnly')}</Notice>
      )}
    </div>
  );
}
