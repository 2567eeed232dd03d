import { ErrorCode, PenpalError, WindowMessenger, connect, type RemoteProxy } from 'penpal';
import type { AppMethodName, AppMethods } from '#bridge/app-methods.ts';
import { BRIDGE_CHANNEL } from '#bridge/channel.ts';
import type { HostMethods } from '#bridge/host-methods.ts';
import { guardMethods, hostMethodValidators } from '#bridge/validate.ts';
import { emitWidgetEvent } from '../element/widget-events';
import { trackAppDocuments } from './app-documents';
import { warn } from './warn';

type ConnectAppOptions = {
  iframe: HTMLIFrameElement;
  remoteWindow: Window;
  /** The only origin accepted. */
  appOrigin: string;
  /** Where `ready`, `disconnected` and `reconnected` are dispatched: the widget element, or the host's iframe. */
  events: HTMLElement;
  /** The host methods the app may call; `onReady` must be called from their `ready`. */
  createMethods: (onReady: (protocolVersion: number) => void) => HostMethods;
  /** Takes the host -> app calls waiting to go out (and forgets them). */
  takeCalls: () => AppMethodName[];
};

export type AppConnection = {
  /** Sends the waiting calls now if the app is connected; otherwise they go out on its next `ready`. */
  flush: () => void;
  destroy: () => void;
};

const notDestroyed = (error: unknown) =>
  !(error instanceof PenpalError && error.code === ErrorCode.ConnectionDestroyed);

/**
 * The host end of the bridge for one app iframe, shared by the widget element and frame-host.js. Only the app
 * origin is accepted, and Penpal only listens to this iframe's window, so several widgets on a page never hear
 * each other; every payload is validated (bridge/validate).
 *
 * Every app document says `ready` once connected. The iframe's `load` event marks each new document: one that
 * loads after the connected one without saying ready yet means the app was lost (reload, navigation), and
 * `disconnected` is dispatched; its `ready` then dispatches `reconnected` (ADR 011). Penpal re-runs the handshake
 * on the same connection by itself. Host -> app calls made while the app is away wait and go out on the next
 * `ready`.
 */
export function connectApp({ iframe, remoteWindow, appOrigin, events, createMethods, takeCalls }: ConnectAppOptions): AppConnection {
  let app: RemoteProxy<AppMethods> | undefined;
  const flush = () => {
    if (!documents.connected() || !app) return;
    const remote = app;
    for (const call of takeCalls()) {
      remote[call]().catch((error: unknown) => {
        if (notDestroyed(error)) warn(`could not send ${call} to the booking app`, error);
      });
    }
  };
  const documents = trackAppDocuments({
    ready: (protocolVersion) => {
      emitWidgetEvent(events, 'ready', { protocolVersion });
      flush();
    },
    disconnected: () => emitWidgetEvent(events, 'disconnected'),
    reconnected: (protocolVersion) => {
      emitWidgetEvent(events, 'reconnected', { protocolVersion });
      flush();
    },
  });

  iframe.addEventListener('load', documents.load);
  const connection = connect<AppMethods>({
    messenger: new WindowMessenger({ remoteWindow, allowedOrigins: [appOrigin] }),
    methods: guardMethods(createMethods(documents.ready), hostMethodValidators),
    channel: BRIDGE_CHANNEL,
  });
  connection.promise
    .then((remote) => {
      app = remote;
      flush();
    })
    .catch((error: unknown) => {
      if (notDestroyed(error)) warn('could not connect to the booking app', error);
    });
  return {
    flush,
    destroy: () => {
      iframe.removeEventListener('load', documents.load);
      connection.destroy();
    },
  };
}
