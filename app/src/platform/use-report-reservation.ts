import { useEffect } from 'react';
import { reportReservationCompleted } from './host-bridge';

/**
 * Tells the host page (bridge `reservationCompleted`) that the booking on screen was made, once its confirmation
 * has loaded. Pass undefined while it is loading or when it is not a completed booking (a cancelled one).
 */
export function useReportReservationCompleted(reservationNumber: string | undefined): void {
  useEffect(() => {
    if (reservationNumber) reportReservationCompleted(reservationNumber);
  }, [reservationNumber]);
}
