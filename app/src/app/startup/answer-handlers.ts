import { signOutLocally } from '#app/features/auth/api/member-session.ts';
import { setAnswerHandlers } from '#app/api/answer-rules.ts';
import type { ApiError } from '#app/api/api-error.ts';
import { withHotelQuery } from '#app/shared/hotel/hotel-link.ts';
import { i18n } from '#app/i18n/i18n.ts';
import { readStored, writeStored } from '#app/platform/safe-storage.ts';
import { setGlobalError } from '#app/platform/stores/error-store.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { useShellStore } from '#app/platform/stores/shell-store.ts';
import { paths } from '../paths';
import type { AppRouter } from '../router';
import { afterUnauthorizedPath } from './shell-rules';

/** A second invalid session this soon after reloading for one means a reload will not help: stop and say so. */
const RELOAD_GUARD_MS = 30_000;
const RELOADED_AT_KEY = 'hbw:invalid-session-reload-at';

export type PageControls = {
  reload: () => void;
  /** Leaves the app for an address it serves without starting (the 503 page). */
  assign: (url: string) => void;
  now: () => number;
};

const browserControls: PageControls = {
  reload: () => window.location.reload(),
  assign: (url) => window.location.assign(url),
  now: () => Date.now(),
};

function errorText(error: ApiError): string {
  return error.local ? i18n.t(`common:apiErrors.${error.message}`) : error.message;
}

/** What the answer rules mean in this app (document 2 section 7.13); set before the startup's first call. */
export function installAnswerHandlers(router: AppRouter, controls: PageControls = browserControls): void {
  setAnswerHandlers({
    invalidSession: () => {
      const last = Number(readStored('session', RELOADED_AT_KEY) ?? 0);
      if (controls.now() - last < RELOAD_GUARD_MS) {
        setGlobalError(i18n.t('common:shell.sessionExpired'));
        return;
      }
      writeStored('session', RELOADED_AT_KEY, String(controls.now()));
      controls.reload();
    },
    unauthorized: (error) => {
      // Local logout: the member's token is forgotten here; the server already refused it.
      const { brandId } = useSessionStore.getState();
      if (brandId !== null) signOutLocally(brandId);
      else useSessionStore.setState({ userToken: null });
      setGlobalError(errorText(error));
      const { hotelCode } = useSessionStore.getState();
      const { location } = router.state;
      const target = afterUnauthorizedPath({
        inChatbot: useShellStore.getState().query?.inChatbot ?? false,
        pathname: location.pathname,
        search: location.search,
      });
      void router.navigate(hotelCode ? withHotelQuery(target, hotelCode, new URLSearchParams(location.search)) : target);
    },
    serviceUnavailable: () => {
      controls.assign(paths.serviceUnavailable.build(useSessionStore.getState().hotelCode));
    },
  });
}
