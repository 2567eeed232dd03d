import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { shownAmount } from '#domain/rules/mcp.ts';
import { formatMoney } from '#domain/rules/money.ts';
import { addDays, todayIn } from '#domain/rules/nights.ts';
import { Alert, Notice } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { bookLanguageFor } from '#app/i18n/book-language.ts';
import { formatDate } from '#app/i18n/format.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { maxAdultsPerRoom, readStayQuery } from '#app/shared/stay/stay-query.ts';
import { useErrorText } from '#app/api/use-error-text.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { useMcpCurrencyParam } from '#app/shared/hotel/use-shown-amount.ts';
import { useCurrencyStore } from '#app/platform/stores/currency-store.ts';
import { brandHotelsQueryOptions } from '../api/get-brand-hotels';
import type { BrandStay } from '../api/keys';
import offerList from '#app/components/layout/offer-list.module.css';
import styles from './facilities-page.module.css';

type FacilitiesPageProps = {
  /** The address of a hotel's results for the stay (another hotel: the app starts over with its settings). */
  hotelHref: (hotelCode: string, stay: BrandStay) => string;
};

/** /facilities: the brand's hotels with each one's lowest price for the stay in the address (or tomorrow). */
export function FacilitiesPage({ hotelHref }: FacilitiesPageProps) {
  const { t } = useTranslation('search', { keyPrefix: 'facilities' });
  const { t: tc } = useTranslation('common');
  const { t: ts } = useTranslation('search');
  const { tag, locale } = useLocale();
  const settings = useHotelSettings();
  const errorText = useErrorText();
  const headingId = useId();
  const [searchParams] = useSearchParams();
  const today = todayIn(settings.time_zone);
  const asked = readStayQuery(searchParams, maxAdultsPerRoom(settings));
  const checkin = asked.checkin && asked.checkin >= today ? asked.checkin : addDays(today, 1);
  const stay: BrandStay = {
    checkin,
    checkout: asked.checkout && asked.checkout > checkin ? asked.checkout : addDays(checkin, 1),
    adults: asked.adults ?? 2,
  };
  const mcpCurrency = useMcpCurrencyParam();
  const chosenCurrency = useCurrencyStore((state) => state.selected);
  const hotels = useQuery(brandHotelsQueryOptions(settings.hotel_brand_id, stay, bookLanguageFor(locale, settings.book_languages), mcpCurrency));

  let body;
  if (hotels.isPending) body = <LoadingStatus label={t('loading')} />;
  else if (hotels.isError)
    body = (
      <Alert>
        <p>{t('error')}</p>
        <p>{errorText(hotels.error)}</p>
        <Button variant="secondary" onClick={() => void hotels.refetch()}>
          {tc('actions.retry')}
        </Button>
      </Alert>
    );
  else if (hotels.data.length === 0) body = <Notice>{t('empty')}</Notice>;
  else
    body = (
      <ul className={offerList.list}>
        {hotels.data.map((hotel) => {
          const field = settings.show_prices_tax_included ? 'lowest_price' : 'lowest_price_without_tax';
          const price = hotel[field];
          // Each hotel's own currency and conversion: the list may hold hotels without multi-currency (ADR 131).
          const shown = shownAmount(hotel, field, { hotelCurrency: hotel.currency, chosen: chosenCurrency, answerCurrency: hotel.mcp_currency });
          return (
            <li key={hotel.hotel_id} className={offerList.item}>
              <h3 className={offerList.name}>{hotel.name}</h3>
              <p className={offerList.price}>
                {price === null
                  ? t('noPrice')
                  : t('lowestPrice', {
                      price: formatMoney(shown.amount, shown.currency, tag),
                      tax: settings.show_prices_tax_included ? tc('price.taxIncluded') : tc('price.taxExcluded'),
                    })}
              </p>
              {price !== null && shown.converted && (
                <p className={offerList.note}>{ts('price.hotelCurrency', { price: formatMoney(price, hotel.currency, tag) })}</p>
              )}
              {hotel.day_use_search_active && <p className={offerList.note}>{t('dayUse')}</p>}
              <a className={offerList.link} href={hotelHref(hotel.hotel_code, stay)}>
                {t('see', { hotel: hotel.name })}
              </a>
            </li>
          );
        })}
      </ul>
    );

  return (
    <div className={offerList.page}>
      <DocumentTitle page={t('title')} hotelName={settings.hotel_brand_name} />
      <PageHeading>{t('title')}</PageHeading>
      <section aria-labelledby={headingId} aria-busy={hotels.isFetching} className={offerList.page}>
        <h2 id={headingId} className={styles.stay}>
          {t('stay', {
            checkin: formatDate(stay.checkin, tag),
            checkout: formatDate(stay.checkout, tag),
            adults: tc('stay.adults', { count: stay.adults }),
          })}
        </h2>
        {body}
      </section>
    </div>
  );
}
