import { useMemo } from 'react';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { sanitizeHotelHtml } from '#app/shared/hotel/hotel-html.ts';
import styles from './shell.module.css';

/** The sanitised HTML itself; a chunk of its own, so DOMPurify loads only for hotels that set custom HTML. */
export function HotelHtmlContent({ html }: { html: string }) {
  const { hotel_name: facilityName, hotel_brand_name: brandName } = useHotelSettings();
  const safe = useMemo(() => sanitizeHotelHtml(html, { facilityName, brandName }), [html, facilityName, brandName]);
  if (!safe) return null;
  return <div className={styles.hotelHtml} data-hotel-html dangerouslySetInnerHTML={{ __html: safe }} />;
}
