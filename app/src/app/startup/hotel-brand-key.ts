/**
 * Where the brand a hotel belonged to on this browser's last visit is kept (localStorage): its stored session can be
 * reused before settings (ADR 211). The document's startup script reads it too (ADR 272).
 */
export const hotelBrandKey = (hotelCode: string) => `hbw:hotel-brand:${hotelCode}`;
