import { create } from 'zustand';
import type { UiLocale } from '../../../domain/constants/locales';

type SessionState = {
  /** The brand of the hotel being booked; client sessions are stored per brand. */
  brandId: number | null;
  /** Sent as the client session header on calls that need one. */
  clientSession: string | null;
  /** The UI locale, sent as the locale header and used for every text and format. */
  locale: UiLocale;
  /** Obtains and stores a fresh client session; set by the startup, used by the API client on invalid_session. */
  renewClientSession: (() => Promise<string>) | null;
};

export const useSessionStore = create<SessionState>()(() => ({
  brandId: null,
  clientSession: null,
  locale: 'ja',
  renewClientSession: null,
}));
