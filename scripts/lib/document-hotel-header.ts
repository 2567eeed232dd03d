// The hotel's header bar in its app documents (ADR 296): the skeleton shows the hotel's logo and name from the first
// paint, and the app's startup screen draws the same from the document's meta tag, so the name a guest lands on is not
// drawn by script seconds later (it was guest detail's Largest Contentful Paint). Only ever as text and attribute
// values: the name is the hotel's own input.
import * as z from 'zod/mini';
import { isUiLocale, RTL_LOCALES } from '#domain/constants/locales.ts';
import type { DocumentHotelHeader } from '#domain/entities/document-hotel-header.ts';
import { ZBookingWidgetSettings } from '#domain/entities/settings.ts';
import { escapeHtml } from '#domain/rules/html-text.ts';
import { providerAssetAddress } from '#domain/rules/provider-asset.ts';
import type { HotelSettingsRead } from './app-csp';

/** The two places in every app document (app/index.html) that carry the header, empty until a document is made. */
export const HOTEL_HEADER_META = '<meta name="hotel-header" content="">';
export const HOTEL_HEADER_SKELETON = '<div class="hbw-skeleton-header" aria-hidden="true"></div>';

/** Longer than any hotel's name; a longer value is not shown rather than cut. */
const MAX_NAME_LENGTH = 200;

/** The settings the app's header is drawn from (root-layout's PageFrame), checked as the settings contract checks them. */
const ZHeaderSettings = z.pick(ZBookingWidgetSettings, { hotel_name: true, hotel_brand_name: true, logo: true, website_header_html: true });

/**
 * The header the app draws for these settings (root-layout's PageFrame), or null when the document should keep its
 * plain bar: no settings, a name that is empty or too long, or the hotel's own header HTML, which the app sanitizes
 * in the browser and which sits above the bar.
 */
export function documentHeaderFor(settings: unknown, apiOrigin: string): DocumentHotelHeader | null {
  const parsed = ZHeaderSettings.safeParse(settings);
  if (!parsed.success || parsed.data.website_header_html) return null;
  const name = parsed.data.hotel_name.trim();
  if (name.length === 0 || name.length > MAX_NAME_LENGTH) return null;
  const { logo } = parsed.data;
  return { name, logo: logo ? { src: providerAssetAddress(logo, apiOrigin), alt: parsed.data.hotel_brand_name } : null };
}

/**
 * The document with the header in its meta tag and its skeleton; unchanged without one. `rtl` when the address asks
 * for a right-to-left language, so the bar is laid out as the app will lay it out.
 */
export function withHotelHeader(html: string, header: DocumentHotelHeader | null, rtl = false): string {
  if (header === null) return html;
  const logo = header.logo ? `<img class="hbw-skeleton-logo" src="${escapeHtml(header.logo.src)}" alt="" height="32">` : '';
  return html
    .replace(HOTEL_HEADER_META, `<meta name="hotel-header" content="${escapeHtml(JSON.stringify(header))}">`)
    .replace(
      HOTEL_HEADER_SKELETON,
      `<div class="hbw-skeleton-header" aria-hidden="true"${rtl ? ' dir="rtl"' : ''}><div class="hbw-skeleton-bar">${logo}<p class="hbw-skeleton-name">${escapeHtml(header.name)}</p></div></div>`,
    );
}

/**
 * Fills each app document with the header of the hotel its address names (`hotel_code`, as the policy reads it),
 * from the same cached settings read as the document's policy. Not on the travel-agency site, whose header names the
 * site.
 */
export function fillHotelHeader(settingsOf: HotelSettingsRead, apiOrigin: string, otaHosts: readonly string[]): (url: URL, html: string) => Promise<string> {
  return async (url, html) => {
    if (otaHosts.includes(url.hostname.toLowerCase())) return html;
    const locale = url.searchParams.get('locale');
    const rtl = locale !== null && isUiLocale(locale) && RTL_LOCALES.includes(locale);
    return withHotelHeader(html, documentHeaderFor(await settingsOf(url.searchParams.get('hotel_code')), apiOrigin), rtl);
  };
}
