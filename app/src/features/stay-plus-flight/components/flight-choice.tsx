import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AIRPORTS } from '#domain/constants/airports.ts';
import type { Flight } from '#domain/entities/flight.ts';
import { formatMoney } from '#domain/rules/money.ts';
import { Alert, Notice } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Choice } from '#app/components/ui/choice.tsx';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import { useErrorText } from '#app/api/use-error-text.ts';
import { formatDate } from '#app/i18n/format.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { stayFlightsQueryOptions } from '../api/get-package-options';
import { passengersOf, type PackageSearch } from '../utils/package-search';
import type { PackageFlightIds } from '#app/shared/stay/package-flights.ts';
import offerList from '#app/components/layout/offer-list.module.css';
import styles from './stay-plus-flight.module.css';

export type BookHref = (search: PackageSearch & { hotelCode: string }, flights: PackageFlightIds) => string;

type FlightChoiceProps = {
  search: PackageSearch & { hotelCode: string };
  hotelName: string;
  bookHref: BookHref;
};

function FlightOptions({ legend, name, flights, passengers, chosen, onChoose }: {
  legend: string;
  name: string;
  flights: readonly Flight[];
  passengers: number;
  chosen: string | undefined;
  onChoose: (flightId: string) => void;
}) {
  const { t } = useTranslation('stay-plus-flight');
  const { tag } = useLocale();
  return (
    <fieldset className={styles.flights}>
      <legend className={styles.legend}>{legend}</legend>
      {flights.map((flight) => {
        const full = flight.seats_left < passengers;
        return (
          <Choice
            key={flight.flight_id}
            type="radio"
            name={name}
            value={flight.flight_id}
            checked={chosen === flight.flight_id}
            disabled={full}
            onChange={() => onChoose(flight.flight_id)}
            label={t('flights.option', {
              number: flight.flight_number,
              airline: flight.airline,
              departs: flight.departs_at,
              from: AIRPORTS[flight.from].name.ja,
              arrives: flight.arrives_at,
              to: AIRPORTS[flight.to].name.ja,
            })}
            hint={`${t('flights.fare', { fare: formatMoney(flight.fare, 'JPY', tag) })} / ${full ? t('flights.full') : t('flights.seats', { count: flight.seats_left })}`}
          />
        );
      })}
    </fieldset>
  );
}

const firstOpen = (flights: readonly Flight[], passengers: number) => flights.find((flight) => flight.seats_left >= passengers)?.flight_id;

/** The outbound and return flights of the package, each with its fare and seats left, and their total. */
export function FlightChoice({ search, hotelName, bookHref }: FlightChoiceProps) {
  const { t } = useTranslation('stay-plus-flight');
  const { t: tc } = useTranslation('common');
  const { tag } = useLocale();
  const errorText = useErrorText();
  const headingId = useId();
  const options = useQuery(stayFlightsQueryOptions(search));
  const passengers = passengersOf(search);
  const [outbound, setOutbound] = useState<string>();
  const [back, setBack] = useState<string>();

  let body;
  if (options.isPending) body = <LoadingStatus label={t('flights.loading')} />;
  else if (options.isError)
    body = (
      <Alert>
        <p>{t('flights.error')}</p>
        <p>{errorText(options.error)}</p>
        <Button variant="secondary" onClick={() => void options.refetch()}>
          {tc('actions.retry')}
        </Button>
      </Alert>
    );
  else {
    const outboundId = outbound ?? firstOpen(options.data.outbound, passengers);
    const backId = back ?? firstOpen(options.data.return, passengers);
    const fareOf = (flights: readonly Flight[], id: string | undefined) => flights.find((flight) => flight.flight_id === id)?.fare ?? 0;
    const total = (fareOf(options.data.outbound, outboundId) + fareOf(options.data.return, backId)) * passengers;
    body =
      outboundId && backId ? (
        <>
          <FlightOptions
            legend={t('flights.outbound', { date: formatDate(search.checkin, tag) })}
            name="outbound"
            flights={options.data.outbound}
            passengers={passengers}
            chosen={outboundId}
            onChoose={setOutbound}
          />
          <FlightOptions
            legend={t('flights.return', { date: formatDate(search.checkout, tag) })}
            name="return"
            flights={options.data.return}
            passengers={passengers}
            chosen={backId}
            onChoose={setBack}
          />
          <p className={styles.total} aria-live="polite">
            {t('flights.total', { count: passengers, total: formatMoney(total, 'JPY', tag) })}
          </p>
          {/* The hotel's rooms for the stay, then guest detail, which books the room and these seats together. */}
          <a className={styles.book} href={bookHref(search, { outbound_flight_id: outboundId, return_flight_id: backId })}>
            {t('flights.book')}
          </a>
        </>
      ) : (
        <Notice>{t('flights.none')}</Notice>
      );
  }

  return (
    <section aria-labelledby={headingId} aria-busy={options.isFetching} className={offerList.page}>
      <h2 id={headingId} className={styles.heading}>
        {t('flights.title', { hotel: hotelName })}
      </h2>
      {body}
    </section>
  );
}
