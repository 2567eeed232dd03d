import { bookingSourceFor, type AppOpening, type BookingSource } from '#domain/rules/booking-source.ts';
import type { StartupQuery } from '#app/platform/read-startup-query.ts';
import { paths } from '../paths';

/** What main.tsx knows of the travel-agency host before the startup: the site, and the address it arrived at. */
export type OtaArrival = { otaSite: boolean; arrivedAt: string };

/**
 * The booking source of this app document (ADR 233), from how it was opened: the travel-agency host (arriving at the
 * standard results address a hotel's booking widget links to), the chatbot's frame or hand-off, a frame or the
 * standalone site, and the CMS plugin that embedded the widget (cms=wordpress).
 */
export function openingSource(query: Pick<StartupQuery, 'inChatbot' | 'fromChatbot'>, search: string, framed: boolean, ota: OtaArrival): BookingSource {
  const opening: AppOpening = {
    otaSite: ota.otaSite,
    fromBookingWidget: ota.otaSite && ota.arrivedAt.replace(/\/+$/, '') === paths.results.path,
    chatbotFrame: query.inChatbot,
    fromChatbot: query.fromChatbot,
    framed,
    cms: new URLSearchParams(search).get('cms')?.trim().toLowerCase() ?? null,
  };
  return bookingSourceFor(opening);
}
