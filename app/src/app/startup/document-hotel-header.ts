import { ZDocumentHotelHeader, type DocumentHotelHeader } from '#domain/entities/document-hotel-header.ts';

/**
 * The hotel's header bar as the server wrote it into the document (ADR 296), for the startup screen: the logo and
 * name the skeleton showed from the first paint stay while the settings load. Null when the document names no hotel
 * (or carries something else: the startup screen then keeps its plain bar).
 */
export function documentHotelHeader(doc: Pick<Document, 'querySelector'> = document): DocumentHotelHeader | null {
  const content = doc.querySelector('meta[name="hotel-header"]')?.getAttribute('content');
  if (!content) return null;
  try {
    const parsed = ZDocumentHotelHeader.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
