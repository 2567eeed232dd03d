import { createClientSession } from '#domain/contracts/client-sessions.ts';
import type { BookingWidgetSettings } from '#domain/entities/settings.ts';
import { callApi } from '#app/api/api-client.ts';
import { readStored, writeStored } from '#app/platform/safe-storage.ts';
import { readClientSession, writeClientSession, type SessionOwner } from '#app/platform/session-storage.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { DEMO_CLIENT } from './demo-client';
import { hotelBrandKey } from './hotel-brand-key';

const CLIENT_KEY: string = import.meta.env.VITE_CLIENT_KEY ?? DEMO_CLIENT.key;
const CLIENT_SECRET: string = import.meta.env.VITE_CLIENT_SECRET ?? DEMO_CLIENT.secret;

type Hotel = Pick<BookingWidgetSettings, 'hotel_code' | 'hotel_brand_id'>;
type Obtained = { token: string; expiresAt: string };

/** A brand's session is asked for with one of its hotels' code; the travel-agency site's with none. */
async function requestClientSession(hotelCode: string | null): Promise<Obtained> {
  const { data } = await callApi(createClientSession, {
    body: { client_key: CLIENT_KEY, client_secret: CLIENT_SECRET, ...(hotelCode ? { hotel_code: hotelCode } : {}) },
  });
  return { token: data.client_session, expiresAt: data.expires_at };
}

function keepClientSession(owner: SessionOwner, session: Obtained): string {
  writeClientSession(owner, session);
  useSessionStore.setState({ clientSession: session.token });
  return session.token;
}

/** Requests refused at the same moment share one renewal instead of each creating a session. */
function sharedRenewal(hotel: Hotel | null): () => Promise<string> {
  let inFlight: Promise<string> | null = null;
  return () => {
    inFlight ??= requestClientSession(hotel?.hotel_code ?? null)
      .then((session) => keepClientSession(hotel?.hotel_brand_id ?? 'ota', session))
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
}

async function ensureSession(owner: SessionOwner, hotel: Hotel | null, early?: Promise<Obtained>): Promise<void> {
  const stored = readClientSession(owner);
  const renew = sharedRenewal(hotel);
  useSessionStore.setState({
    brandId: hotel?.hotel_brand_id ?? null,
    clientSession: stored?.token ?? null,
    renewClientSession: renew,
  });
  if (stored) return;
  if (early) {
    try {
      keepClientSession(owner, await early);
      return;
    } catch {
      // The early request failed (the network, a refusal): the ordinary request below decides.
    }
  }
  await renew();
}

/**
 * Starts the client session beside the settings call (ADR 211), so a first visit waits for one round trip instead
 * of two: the session is asked for with the address's hotel code when no session of the hotel's remembered brand is
 * stored. The answer is kept under the brand the settings then name (document 1 section 4, startup), and the brand
 * is remembered for the next visit. Call the returned function with the settings.
 */
export function startClientSession(hotelCode: string): (settings: Hotel) => Promise<void> {
  const brand = Number(readStored('local', hotelBrandKey(hotelCode)));
  const reusable = Number.isSafeInteger(brand) && brand > 0 && readClientSession(brand) !== undefined;
  const early = reusable ? undefined : requestClientSession(hotelCode);
  // Settled by whoever waits for it; a failure here is the settings' failure too, or is asked again below.
  early?.catch(() => undefined);
  return async (settings) => {
    writeStored('local', hotelBrandKey(settings.hotel_code), String(settings.hotel_brand_id));
    await ensureSession(settings.hotel_brand_id, settings, early);
  };
}

/** "The variant's guard obtains a client session token if none is stored and keeps it" (the travel-agency site). */
export async function ensureOtaClientSession(): Promise<void> {
  await ensureSession('ota', null);
}
