// @vitest-environment jsdom
// Stay plus flight (ADR 261, 265): the flights and their line in the price breakdown of guest detail, the payment
// page and the confirmation.
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '#app/i18n/i18n.ts';
import { FlightRows, FlightsPriceRow } from '#app/shared/reservations/flight-rows.tsx';
import type { BookedFlight } from '#domain/entities/flight.ts';

const FLIGHTS: BookedFlight[] = [
  { flight_id: 'JL903-2026-06-12', flight_number: 'JL903', airline: 'JAL', from: 'HND', to: 'OKA', date: '2026-06-12', departs_at: '08:00', arrives_at: '10:45', seats: 2, fare: 52000 },
  { flight_id: 'JL914-2026-06-14', flight_number: 'JL914', airline: 'JAL', from: 'OKA', to: 'HND', date: '2026-06-14', departs_at: '17:30', arrives_at: '19:50', seats: 2, fare: 50000 },
];

function breakdown(flights: readonly BookedFlight[]) {
  return render(
    <dl>
      <FlightRows flights={flights} rowClassName={undefined} />
      <FlightsPriceRow flights={flights} rowClassName={undefined} />
    </dl>,
  );
}

describe('flight rows', () => {
  beforeAll(() => activateLocale('ja'));

  it('adds one flights line holding every fare for every seat, in yen', () => {
    breakdown(FLIGHTS);
    const line = screen.getByText('航空券').closest('div');
    expect(line?.querySelector('dd')?.textContent).toBe('￥102,000');
    expect(screen.getByText(/JL903/)).toBeTruthy();
    expect(screen.getByText(/JL914/)).toBeTruthy();
  });

  it('shows no flights line for a booking without flights', () => {
    breakdown([]);
    expect(screen.queryByText('航空券')).toBeNull();
  });
});
