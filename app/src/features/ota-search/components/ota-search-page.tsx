import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatMoney } from '#domain/rules/money.ts';
import { nightsBetween, todayIn } from '#domain/rules/nights.ts';
import { Alert, Notice } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { providerAssetUrl } from '#app/api/api-base-url.ts';
import { formatDate } from '#app/i18n/format.ts';
import { useErrorText } from '#app/api/use-error-text.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { otaHotelsQueryOptions } from '../api/search-ota-hotels';
import { initialDraft, readHotelSearch, type OtaHotelSearch } from '../utils/hotel-search';
import { AiHotelSearch } from './ai-hotel-search';
import { HotelSearchForm } from './hotel-search-form';
import offerList from '#app/components/layout/offer-list.module.css';
import styles from './ota-search-page.module.css';

/**
 * The site's dates are Japan's: every hotel it sells today is in Japan, and without a hotel there is no other
 * time zone to go by.
 */
const SITE_TIME_ZONE = 'Asia/Tokyo';

type OtaSearchPageProps = {
  /** The home page shows the form only; /search-hotels also lists the hotels for the search in its address. */
  showResults: boolean;
  searchHref: (search: OtaHotelSearch) => string;
  /** A hotel's room search for the stay (a page of its own: the app starts with that hotel's settings). */
  hotelHref: (hotelCode: string, search: OtaHotelSearch) => string;
};

function OtaHotelResults({ search, hotelHref }: { search: OtaHotelSearch; hotelHref: OtaSearchPageProps['hotelHref'] }) {
  const { t } = useTranslation('ota');
  const { t: tc } = useTranslation('common');
  const { tag, locale } = useLocale();
  const errorText = useErrorText();
  const headingId = useId();
  const hotels = useQuery(otaHotelsQueryOptions(search, locale));
  const nights = nightsBetween(search.checkin, search.checkout);

  let body;
  if (hotels.isPending) body = <LoadingStatus label={t('results.loading')} />;
  else if (hotels.isError)
    body = (
      <Alert>
        <p>{t('results.error')}</p>
        <p>{errorText(hotels.error)}</p>
        <Button variant="secondary" onClick={() => void hotels.refetch()}>
          {tc('actions.retry')}
        </Button>
      </Alert>
    );
  else if (hotels.data.hotels.length === 0) body = <Notice>{t('results.empty')}</Notice>;
  else
    body = (
      <ul className={offerList.list}>
        {hotels.data.hotels.map((hotel) => (
          <li key={hotel.hotel_id} className={offerList.item}>
            {/* The brand's name is written beside it: the logo adds nothing a screen reader needs. */}
            {hotel.logo && <img className={styles.logo} src={providerAssetUrl(hotel.logo)} alt="" height={24} />}
            <h3 className={offerList.name}>
              <bdi>{hotel.name}</bdi>
            </h3>
            <p className={offerList.note}>
              <bdi>{hotel.brand_name}</bdi>
            </p>
            <p className={offerList.price}>
              {hotel.lowest_price === null
                ? t('results.noPrice')
                : t('results.lowestPrice', {
                    price: formatMoney(hotel.lowest_price, hotel.currency, tag),
                    tax: tc('price.taxIncluded'),
                  })}
            </p>
            {hotel.lowest_price !== null && (
              <a className={offerList.link} href={hotelHref(hotel.hotel_code, search)}>
                {t('results.see', { hotel: hotel.name })}
              </a>
            )}
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby={headingId} aria-busy={hotels.isFetching} className={offerList.page}>
      <h2 id={headingId} className={styles.stay}>
        {t('results.title', {
          checkin: formatDate(search.checkin, tag),
          checkout: formatDate(search.checkout, tag),
          nights: tc('stay.nights', { count: nights }),
          adults: tc('stay.adults', { count: search.adults }),
          rooms: t('results.rooms', { count: search.rooms }),
        })}
      </h2>
      {hotels.isSuccess && hotels.data.total_entries > 0 && (
        <p className={offerList.note}>{t('results.count', { count: hotels.data.total_entries })}</p>
      )}
      {body}
    </section>
  );
}

/** "/" and "/search-hotels" of the travel-agency site: the hotel search, and the hotels it finds. */
export function OtaSearchPage({ showResults, searchHref, hotelHref }: OtaSearchPageProps) {
  const { t } = useTranslation('ota');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const today = todayIn(SITE_TIME_ZONE);
  const search = showResults ? readHotelSearch(searchParams, today) : null;
  return (
    <div className={offerList.page}>
      <DocumentTitle page={showResults ? t('results.pageTitle') : t('search.title')} hotelName={t('site.name')} />
      <PageHeading>{t('search.title')}</PageHeading>
      <AiHotelSearch today={today} hotelHref={hotelHref} />
      {/* Keyed by the address, so going back to an earlier search shows its values again. */}
      <HotelSearchForm
        key={searchParams.toString()}
        initial={initialDraft(search, today)}
        today={today}
        onSearch={(next) => void navigate(searchHref(next))}
      />
      {search && <OtaHotelResults search={search} hotelHref={hotelHref} />}
    </div>
  );
}
