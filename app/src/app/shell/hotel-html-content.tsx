import { useMemo } from 'react';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { sanitizeHotelHtml } from '#app/shared/hotel/hotel-html.ts';
import styles from './shell.module.css';
import { useContentLanguage } from '#app/shared/hotel/use-content-language.ts';

/** The sanitised HTML itself; a chunk of its own, so DOMPurify loads only for hotels that set custom HTML. */
export function HotelHtmlContent({ html }: { html: string }) {
  const { hotel_name: facilityName, hotel_brand_name: brandName } = useHotelSettings();
  const { own } = useContentLanguage();
  const safe = useMemo(() => sanitizeHotelHtml(html, { facilityName, brandName }), [html, facilityName, brandName]);
  if (!safe) return null;
  // Written once in the hotel's own language: marked so, with its own direction, on a page in any other.
  return <div className={styles.hotelHtml} data-hotel-html lang={own} dir="auto" dangerouslySetInnerHTML={{ __html: safe }} />;
}
