import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { mailLinkUrl } from '../utils/mail-link';

/** The hotel my account's calls go to, and the address builder of the links the server mails. */
export function useAccountHotel(): { hotelId: number; mailLink: (path: string) => string } {
  const settings = useHotelSettings();
  const mailLink = useCallback(
    (path: string) => mailLinkUrl(window.location.origin, path, { hotel_code: settings.hotel_code, locale: useSessionStore.getState().locale }),
    [settings.hotel_code],
  );
  return { hotelId: settings.hotel_id, mailLink };
}

/**
 * A field's error in the guest's language: the account catalog words its own keys (validation.*), the common
 * catalog the general ones; a message set by the page itself (type 'server') is already worded.
 */
export function useAccountFieldText(): (error: { message?: string; type?: string } | undefined) => string | undefined {
  const { t, i18n } = useTranslation('account');
  return useCallback(
    (error) => {
      if (!error?.message) return undefined;
      if (error.type === 'server') return error.message;
      const own = `account:validation.${error.message}`;
      return i18n.exists(own) ? t(`validation.${error.message}`) : i18n.t(`common:validation.${error.message}`);
    },
    [t, i18n],
  );
}
