import type { QueryClient } from '@tanstack/react-query';
import { PROTOCOL_VERSION } from '#bridge/protocol-version.ts';
import type { BookingWidgetSettings } from '#domain/entities/settings.ts';
import { authHotelOf, forgetKeptSignIn, loadIdentity, signOutAsAsked } from '#app/features/auth/api/member-session.ts';
import { connectToHost } from '#app/platform/host-bridge.ts';

/**
 * Opens the bridge to the host page when the app runs in an allowed parent's iframe, and starts reporting the
 * app's height so the host sizes the iframe to fit.
 */
export function connectHost(settings: BookingWidgetSettings, queryClient: QueryClient): void {
  // Both host messages mean the guest's sign-in changed outside the app: the host's logout signs out here too, a
  // refreshed login is looked up again, and what the app shows is read again ("after logout the view reloads").
  const hotel = authHotelOf(settings);
  const reloadServerState = () => {
    void queryClient.invalidateQueries();
  };
  const connection = connectToHost({
    allowedParentOrigins: settings.allowed_parent_origins,
    hotelName: settings.hotel_name,
    methods: {
      logout: async () => {
        signOutAsAsked(hotel.brandId);
        // Before anything is read again: a cookie-kept sign-in (ADR 200) must not sign the member straight back in.
        await forgetKeptSignIn(hotel);
        reloadServerState();
      },
      refreshLoginFromChatbot: async () => {
        await loadIdentity(hotel, null);
        reloadServerState();
      },
      hello: () => ({ protocolVersion: PROTOCOL_VERSION }),
    },
  });
  connection?.startReportingHeight();
}
