import { createClientSession } from '#domain/contracts/index.ts';
import { ApiError, notFound } from '../http/api-error';
import type { MountContract } from '../http/mount-contract';
import { findHotelByCode } from '../hotels/hotel-row';
import { findApiClient, openClientSession, openOtaClientSession } from '../sessions/client-sessions';
import { todayIn } from '#domain/rules/nights.ts';
import { ensureCatalogueHotelRows } from '../ota/catalogue-hotel-rows';
import type { RouteDeps } from './route-deps';

export function mountClientSessionRoutes(mount: MountContract, { db, now }: RouteDeps): void {
  mount(createClientSession, ({ body }) => {
    const client = findApiClient(db, body.client_key, body.client_secret);
    if (!client) throw new ApiError(401, 'invalid_credentials', 'The client key or secret is not valid.');
    if (body.hotel_code === undefined) {
      const { token, expiresAt } = openOtaClientSession(db, client.id, now());
      return { status: 201, body: { data: { client_session: token, hotel_brand_id: null, expires_at: expiresAt.toISOString() } } };
    }
    ensureCatalogueHotelRows(db, body.hotel_code, todayIn('Asia/Tokyo', now()));
    const hotel = findHotelByCode(db, body.hotel_code);
    if (!hotel) throw notFound('No hotel has this code.');
    const { token, expiresAt } = openClientSession(db, client.id, hotel.brand_id, now());
    return {
      status: 201,
      body: { data: { client_session: token, hotel_brand_id: hotel.brand_id, expires_at: expiresAt.toISOString() } },
    };
  });
}
