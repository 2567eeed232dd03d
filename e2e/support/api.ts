import type { APIRequestContext } from '@playwright/test';
import { E2E_URLS } from '../ports';
import { clientSession } from './test-data';

/** Reads a reservation straight from the API, as the provider's back office would, to check what was stored. */
export async function fetchReservation(
  request: APIRequestContext,
  { hotelCode, hotelId, number, bypassToken }: { hotelCode: string; hotelId: number; number: string; bypassToken: string },
): Promise<Record<string, unknown>> {
  const token = await clientSession(request, hotelCode);
  const answer = await request.get(
    `${E2E_URLS.api}/hotels/${hotelId}/reservations/${number}?bypass_token=${encodeURIComponent(bypassToken)}`,
    { headers: { 'X-Client-Session': token } },
  );
  if (!answer.ok()) throw new Error(`reservation: ${answer.status()}`);
  return (await answer.json()) as Record<string, unknown>;
}

/** Downloads a reservation's receipt PDF straight from the API, in the locale asked. */
export async function fetchReceipt(
  request: APIRequestContext,
  { hotelCode, hotelId, number, bypassToken }: { hotelCode: string; hotelId: number; number: string; bypassToken: string },
  { name, locale }: { name: string; locale: string },
): Promise<Uint8Array> {
  const token = await clientSession(request, hotelCode);
  const query = new URLSearchParams({ bypass_token: bypassToken, name, locale });
  const answer = await request.get(`${E2E_URLS.api}/hotels/${hotelId}/reservations/${number}/receipt?${query.toString()}`, {
    headers: { 'X-Client-Session': token },
  });
  if (!answer.ok()) throw new Error(`receipt: ${answer.status()}`);
  return new Uint8Array(await answer.body());
}
