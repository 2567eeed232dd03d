import { create } from 'zustand';
import type { UiLocale } from '#domain/constants/locales.ts';

type SessionState = {
  /** The hotel being booked; the 503 page and in-app links carry it. */
  hotelCode: string | null;
  /** The brand of the hotel being booked; client sessions are stored per brand. */
  brandId: number | null;
  /** Sent as the client session header on calls that need one. */
  clientSession: string | null;
  /** The signed-in member's token, sent as the authorization header; null while nobody is signed in. */
  userToken: string | null;
  /** The UI locale, sent as the locale header and used for every text and format. */
  locale: UiLocale;
  /** Header values from the hotel's settings and the page address (document 2 section 7.1); null when absent. */
  tier: string | null;
  siteController: string | null;
  pubnubKey: string | null;
  emailConversionTrackingId: string | null;
  /** The brand's first-party cookie domain when its cookie setting is on. */
  firstPartyCookieDomain: string | null;
  /** Obtains and stores a fresh client session; set by the startup, used by the API client on IDP_EXPIRED. */
  renewClientSession: (() => Promise<string>) | null;
};

export const useSessionStore = create<SessionState>()(() => ({
  hotelCode: null,
  brandId: null,
  clientSession: null,
  userToken: null,
  locale: 'ja',
  tier: null,
  siteController: null,
  pubnubKey: null,
  emailConversionTrackingId: null,
  firstPartyCookieDomain: null,
  renewClientSession: null,
}));
