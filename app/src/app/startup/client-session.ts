import { createClientSession } from '#domain/contracts/client-sessions.ts';
import type { BookingWidgetSettings } from '#domain/entities/settings.ts';
import { callApi } from '#app/api/api-client.ts';
import { readClientSession, writeClientSession, type SessionOwner } from '#app/platform/session-storage.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';

// The seeded demo client; a real deployment builds with its own credentials.
const CLIENT_KEY: string = import.meta.env.VITE_CLIENT_KEY ?? 'hbw-demo-client';
const CLIENT_SECRET: string = import.meta.env.VITE_CLIENT_SECRET ?? 'hbw-demo-secret';

type Hotel = Pick<BookingWidgetSettings, 'hotel_code' | 'hotel_brand_id'>;

/** A brand's session is asked for with one of its hotels' code; the travel-agency site's with none. */
async function obtainClientSession(hotel: Hotel | null): Promise<string> {
  const { data } = await callApi(createClientSession, {
    body: { client_key: CLIENT_KEY, client_secret: CLIENT_SECRET, ...(hotel ? { hotel_code: hotel.hotel_code } : {}) },
  });
  writeClientSession(hotel?.hotel_brand_id ?? 'ota', { token: data.client_session, expiresAt: data.expires_at });
  useSessionStore.setState({ clientSession: data.client_session });
  return data.client_session;
}

/** Requests refused at the same moment share one renewal instead of each creating a session. */
function sharedRenewal(hotel: Hotel | null): () => Promise<string> {
  let inFlight: Promise<string> | null = null;
  return () => {
    inFlight ??= obtainClientSession(hotel).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

async function ensureSession(owner: SessionOwner, hotel: Hotel | null): Promise<void> {
  const stored = readClientSession(owner);
  const renew = sharedRenewal(hotel);
  useSessionStore.setState({
    brandId: hotel?.hotel_brand_id ?? null,
    clientSession: stored?.token ?? null,
    renewClientSession: renew,
  });
  if (!stored) await renew();
}

/**
 * Reuses the brand's stored, unexpired client session, or obtains one by client credentials (document 1
 * section 4, startup). The API client calls the renewal when the server refuses the session.
 */
export async function ensureClientSession(hotel: Hotel): Promise<void> {
  await ensureSession(hotel.hotel_brand_id, hotel);
}

/** "The variant's guard obtains a client session token if none is stored and keeps it" (the travel-agency site). */
export async function ensureOtaClientSession(): Promise<void> {
  await ensureSession('ota', null);
}
