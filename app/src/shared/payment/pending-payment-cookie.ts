import { keepPendingPayment, takePendingPayment } from '#domain/contracts/pending-payment-cookie.ts';
import { callApi } from '#app/api/api-client.ts';
import { storageUsable } from '#app/platform/safe-storage.ts';
import { readPendingPayment, savePendingPayment, type PendingPayment } from './pending-payment';

// The pending 3-D Secure booking survives the trip to the issuer in session storage, or, where the browser refuses
// this frame's storage (a cross-site iframe in Chromium), in the API's partitioned cookie (ADR 200). The address
// the issuer returns to carries the reservation number only, as a real provider's redirect does.

type PaymentHotel = { hotelId: number; hotelCode: string };

/** Keeps the pending booking before the guest leaves; resolves once it is kept wherever it can be. */
export async function keepPending(hotel: PaymentHotel, pending: PendingPayment): Promise<void> {
  savePendingPayment(hotel.hotelCode, pending);
  if (storageUsable('session')) return;
  try {
    await callApi(keepPendingPayment, {
      params: { hotelId: hotel.hotelId, rid: pending.reservation_number },
      body: { bypass_token: pending.bypass_token, stay: pending.stay },
      credentials: 'include',
    });
  } catch {
    // The check goes on: without the kept booking the return page asks for the booking's email instead.
  }
}

/** The pending booking with this number, from storage or the cookie (taken once); null when this browser lost it. */
export async function takePending(hotel: PaymentHotel, reservationNumber: string): Promise<PendingPayment | null> {
  const stored = readPendingPayment(hotel.hotelCode, reservationNumber);
  if (stored || storageUsable('session')) return stored;
  try {
    const { data } = await callApi(takePendingPayment, {
      params: { hotelId: hotel.hotelId, rid: reservationNumber },
      credentials: 'include',
    });
    return data ? { reservation_number: reservationNumber, ...data } : null;
  } catch {
    return null;
  }
}
