import * as z from 'zod/mini';

/**
 * The hotel's header bar as the server writes it into an app document (ADR 296): the skeleton draws it from the first
 * paint, and the app's startup screen draws the same from the document's `hotel-header` meta tag (JSON), so neither
 * the name nor the logo moves while the app starts.
 */
export const ZDocumentHotelHeader = z.object({
  name: z.string(),
  /** The logo's address as the browser loads it (`providerAssetUrl`), and its text: the brand's name. */
  logo: z.nullable(z.object({ src: z.string(), alt: z.string() })),
});

export type DocumentHotelHeader = z.infer<typeof ZDocumentHotelHeader>;
