import * as z from 'zod/mini';

/** Document 1 section 3, "Hotel info": the hotel's address and photos, texts in the asked locale. */
export const ZHotelInfo = z.object({
  id: z.int(),
  name: z.string(),
  address: z.object({
    post_code: z.string(),
    full_address: z.string(),
    /** ISO 3166-1 alpha-2; the app names it in the guest's language. */
    country: z.string().check(z.regex(/^[A-Z]{2}$/)),
  }),
  /** In display order; url is the provider's path or address, alt says what the photo shows. */
  hotel_photos: z.array(z.object({ url: z.string(), alt: z.string() })),
});
export type HotelInfo = z.infer<typeof ZHotelInfo>;
