import * as z from 'zod/mini';
import { ZHotelCode, ZId } from './common';

export const ZCreateClientSessionRequest = z.object({
  client_key: z.string().check(z.minLength(1)),
  client_secret: z.string().check(z.minLength(1)),
  /**
   * The session is scoped to this hotel's brand; it is refused for other brands' hotels. Without a hotel code the
   * session is the travel-agency site's (document 2 section 7.2), good only for its /api/ota calls.
   */
  hotel_code: z.optional(ZHotelCode),
});

export const ZClientSessionResponse = z.object({
  data: z.object({
    client_session: z.string().check(z.minLength(16)),
    /** Null for a travel-agency session. */
    hotel_brand_id: z.nullable(ZId),
    expires_at: z.iso.datetime({ offset: true }),
  }),
});
