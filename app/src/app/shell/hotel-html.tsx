import { lazy, Suspense } from 'react';

const HotelHtmlContent = lazy(async () => {
  const module = await import('./hotel-html-content');
  return { default: module.HotelHtmlContent };
});

/** A hotel's custom header or footer HTML, sanitised (lib/hotel-html.ts); nothing when the hotel has none. */
export function HotelHtml({ html }: { html: string | null }) {
  if (!html) return null;
  return (
    <Suspense fallback={null}>
      <HotelHtmlContent html={html} />
    </Suspense>
  );
}
