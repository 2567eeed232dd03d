import { useTranslation } from 'react-i18next';
import { Link, useMatch, useSearchParams } from 'react-router';
import { todayIn } from '#domain/rules/nights.ts';
import { STAY_PLUS_FLIGHT } from '#domain/rules/stay-plus-flight.ts';
import { OtaSearchPage } from '#app/features/ota-search/components/ota-search-page.tsx';
import { StayPlusFlightPage } from '#app/features/stay-plus-flight/components/stay-plus-flight-page.tsx';
import { isPackageSearch, packageSearchQuery, PACKAGE_MARK } from '#app/features/stay-plus-flight/utils/package-search.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { otaPaths } from '../ota/ota-paths';
import { buildQuery } from '../routing/url-rewrites';
import { withCarriedQuery } from '#app/shared/hotel/hotel-link.ts';
import { packageFlightsQuery } from '#app/shared/stay/package-flights.ts';

/** The site's dates are Japan's, as the hotel search's (every hotel and flight it sells is in Japan). */
const SITE_TIME_ZONE = 'Asia/Tokyo';

/**
 * The travel-agency site's home and hotel search ("/" and "/search-hotels"). A search with dynamic_package=flight
 * (a search-form key of document 1 section 2) is the stay-plus-flight search (ADR 253), offered in Japanese only.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const { t } = useTranslation(['stay-plus-flight', 'ota']);
  const { locale } = useLocale();
  const showResults = useMatch(otaPaths.searchHotels.path) !== null;
  if (showResults && isPackageSearch(searchParams)) {
    return (
      <StayPlusFlightPage
        today={todayIn(SITE_TIME_ZONE)}
        siteName={t('ota:site.name')}
        searchHref={(search) => withCarriedQuery(`${otaPaths.searchHotels.path}${buildQuery(packageSearchQuery(search))}`, searchParams)}
        bookHref={(search, flights) =>
          withCarriedQuery(`${otaPaths.hotel.build(search.hotelCode, search)}&${new URLSearchParams(packageFlightsQuery(flights)).toString()}`, searchParams)
        }
      />
    );
  }
  return (
    <>
      <OtaSearchPage
        showResults={showResults}
        searchHref={(search) => withCarriedQuery(otaPaths.searchHotels.build(search), searchParams)}
        hotelHref={(code, search) => withCarriedQuery(otaPaths.hotel.build(code, search), searchParams)}
      />
      {locale === STAY_PLUS_FLIGHT.locale && (
        <p>
          <Link to={withCarriedQuery(`${otaPaths.searchHotels.path}${buildQuery({ [PACKAGE_MARK.key]: PACKAGE_MARK.value })}`, searchParams)}>{t('entry')}</Link>
        </p>
      )}
    </>
  );
}
