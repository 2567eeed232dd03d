import { buildPath } from '#domain/contracts/contract.ts';
import { getReservationReceipt } from '#domain/contracts/reservation-management.ts';
import type { UiLocale } from '#domain/constants/locales.ts';
import { apiBaseUrl } from '#app/api/api-base-url.ts';
import { credentialsFor, fetchWithTimeout, requestHeaders } from '#app/api/api-client.ts';
import { apiErrorFromAnswer } from '#app/api/api-error.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import type { ReservationProof } from './get-managed-reservation';

export type ReceiptRequest = {
  hotelId: number;
  reservationNumber: string;
  proof: ReservationProof;
  name: string;
  receiptTitle: string;
  locale: UiLocale;
};

/**
 * The receipt PDF. callApi reads JSON answers only; this sends the same headers and turns a refusal into the same
 * ApiError, but keeps the success as the file it is.
 */
export async function fetchReceipt({ hotelId, reservationNumber, proof, name, receiptTitle, locale }: ReceiptRequest): Promise<Blob> {
  const query = new URLSearchParams({ name, locale });
  if (receiptTitle) query.set('receipt_title', receiptTitle);
  if (proof.bypass_token) query.set('bypass_token', proof.bypass_token);
  if (proof.email) query.set('email', proof.email);
  const url = `${apiBaseUrl()}${buildPath(getReservationReceipt.path, { hotelId, rid: reservationNumber })}?${query}`;
  const headers = requestHeaders(getReservationReceipt, {});
  headers.set('Accept', 'application/pdf, application/json');
  const { response, content } = await fetchWithTimeout(
    url,
    { headers, credentials: credentialsFor(url, useSessionStore.getState().firstPartyCookieDomain) },
    { kind: 'read', retrySafe: true },
    async (answer) => (answer.ok ? { file: await answer.blob() } : { json: await answer.json().catch(() => undefined) }),
  );
  if ('json' in content) throw apiErrorFromAnswer(response.status, content.json);
  return content.file;
}

/** Hands the file to the browser as a download named after the reservation. */
export function saveFile(file: Blob, fileName: string): void {
  const href = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download by now; the address is not needed afterwards.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
