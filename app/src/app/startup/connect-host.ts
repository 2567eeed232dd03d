import type { QueryClient } from '@tanstack/react-query';
import { PROTOCOL_VERSION } from '../../../../bridge/protocol-version';
import type { BookingWidgetSettings } from '../../../../domain/entities/settings';
import { connectToHost } from '../../lib/host-bridge';

/**
 * Opens the bridge to the host page when the app runs in an allowed parent's iframe, and starts reporting the
 * app's height so the host sizes the iframe to fit.
 */
export function connectHost(settings: BookingWidgetSettings, queryClient: QueryClient): void {
  // Both host messages mean the guest's sign-in changed outside the app: what the app shows must be read again
  // ("after logout the view reloads"). Membership, which acts on them further, comes with its own screens.
  const reloadServerState = () => {
    void queryClient.invalidateQueries();
  };
  const connection = connectToHost({
    allowedParentOrigins: settings.allowed_parent_origins,
    methods: {
      logout: reloadServerState,
      refreshLoginFromChatbot: reloadServerState,
      hello: () => ({ protocolVersion: PROTOCOL_VERSION }),
    },
  });
  connection?.startReportingHeight();
}
