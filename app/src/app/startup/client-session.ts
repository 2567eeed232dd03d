import { createClientSession } from '../../../../domain/contracts/client-sessions';
import type { BookingWidgetSettings } from '../../../../domain/entities/settings';
import { callApi } from '../../lib/api-client';
import { readClientSession, writeClientSession } from '../../lib/session-storage';
import { useSessionStore } from '../../stores/session-store';

// The seeded demo client; a real deployment builds with its own credentials.
const CLIENT_KEY: string = import.meta.env.VITE_CLIENT_KEY ?? 'hbw-demo-client';
const CLIENT_SECRET: string = import.meta.env.VITE_CLIENT_SECRET ?? 'hbw-demo-secret';

type Hotel = Pick<BookingWidgetSettings, 'hotel_code' | 'hotel_brand_id'>;

async function obtainClientSession(hotel: Hotel): Promise<string> {
  const { data } = await callApi(createClientSession, {
    body: { client_key: CLIENT_KEY, client_secret: CLIENT_SECRET, hotel_code: hotel.hotel_code },
  });
  writeClientSession(hotel.hotel_brand_id, { token: data.client_session, expiresAt: data.expires_at });
  useSessionStore.setState({ clientSession: data.client_session });
  return data.client_session;
}

/** Requests refused at the same moment share one renewal instead of each creating a session. */
function sharedRenewal(hotel: Hotel): () => Promise<string> {
  let inFlight: Promise<string> | null = null;
  return () => {
    inFlight ??= obtainClientSession(hotel).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

/**
 * Reuses the brand's stored, unexpired client session, or obtains one by client credentials (document 1
 * section 4, startup). The API client calls the renewal when the server refuses the session.
 */
export async function ensureClientSession(hotel: Hotel): Promise<void> {
  const stored = readClientSession(hotel.hotel_brand_id);
  const renew = sharedRenewal(hotel);
  useSessionStore.setState({
    brandId: hotel.hotel_brand_id,
    clientSession: stored?.token ?? null,
    renewClientSession: renew,
  });
  if (!stored) await renew();
}
