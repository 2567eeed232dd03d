import { useTranslation } from 'react-i18next';
import { AIRPORTS } from '#domain/constants/airports.ts';
import type { BookedFlight } from '#domain/entities/flight.ts';
import { formatMoney } from '#domain/rules/money.ts';
import { formatDate } from '#app/i18n/format.ts';
import { useLocale } from '#app/i18n/use-locale.ts';

type FlightRowsProps = {
  /** Outbound first, then the return (as the booking and the quote list them). */
  flights: readonly Pick<BookedFlight, 'flight_number' | 'airline' | 'from' | 'to' | 'date' | 'departs_at' | 'arrives_at' | 'seats' | 'fare'>[];
  /** The row class of the list the rows go in. */
  rowClassName: string | undefined;
};

/**
 * A package's flights as rows of a description list (ADR 261): each flight with its times and airports, and its
 * fare for all its seats. Packages are sold in Japanese, so the airports are named as the Japanese site names them.
 */
export function FlightRows({ flights, rowClassName }: FlightRowsProps) {
  const { t } = useTranslation('booking');
  const { tag } = useLocale();
  return flights.map((flight, i) => (
    <div key={`${flight.flight_number}-${flight.date}`} className={rowClassName}>
      <dt>{i === 0 ? t('flights.outbound') : t('flights.return')}</dt>
      <dd>
        {t('flights.line', {
          number: flight.flight_number,
          airline: flight.airline,
          date: formatDate(flight.date, tag),
          departs: flight.departs_at,
          from: AIRPORTS[flight.from].name.ja,
          arrives: flight.arrives_at,
          to: AIRPORTS[flight.to].name.ja,
        })}
        <br />
        {t('flights.fare', { seats: flight.seats, fare: formatMoney(flight.fare, 'JPY', tag) })}
      </dd>
    </div>
  ));
}
