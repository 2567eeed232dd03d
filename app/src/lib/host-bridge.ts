// The app's end of the bridge to the page that frames it (bridge/PROTOCOL.md). Plain TypeScript, no React, so a
// provider or hook can wrap it and tests can drive it without rendering anything.
import { connect, WindowMessenger, type RemoteProxy } from 'penpal';
import type { AppMethods } from '../../../bridge/app-methods';
import { BRIDGE_CHANNEL } from '../../../bridge/channel';
import type { HostMethods } from '../../../bridge/host-methods';
import { appMethodValidators, guardMethods } from '../../../bridge/validate';

export type HostRemote = RemoteProxy<HostMethods>;

export type HostConnection = {
  /**
   * The host's methods once the handshake with an allowed parent completes. It stays pending when the parent is
   * on another origin: that page never hears from the app.
   */
  host: Promise<HostRemote>;
  /** Starts telling the host the document's height whenever it changes, so the iframe fits it. Idempotent. */
  startReportingHeight: () => void;
  /** Stops height reports and closes the connection (the host may reconnect when the app loads again). */
  destroy: () => void;
};

export type ConnectToHostOptions = {
  /** The hotel's `allowed_parent_origins` setting: exact origins such as https://www.hotel.example. */
  allowedParentOrigins: readonly string[];
  /** What the host may call; `hello` answers `{ protocolVersion: PROTOCOL_VERSION }` from bridge/. */
  methods: AppMethods;
};

/** True inside an iframe (embedded by a hotel page, a chatbot or LINE), false at the app's own address. */
export function isFramed(win: Window = window): boolean {
  return win.parent !== win;
}

/**
 * The origins a hotel's setting names, as Penpal compares them (`https://www.hotel.example`): a trailing slash or
 * a path is cut off. `*` and anything that is not an http(s) address are dropped; Penpal would read `*` as "any
 * page may drive this app".
 */
export function parentOriginsFrom(entries: readonly string[]): string[] {
  return entries.flatMap((entry) => {
    try {
      const url = new URL(entry.trim());
      return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
    } catch {
      return [];
    }
  });
}

/**
 * Connects to the framing page when there is one and it may embed this hotel's app; null when the app is not
 * framed or no valid parent origin is allowed (an empty list would make Penpal fall back to the app's origin).
 */
export function connectToHost({ allowedParentOrigins, methods }: ConnectToHostOptions): HostConnection | null {
  const allowedOrigins = parentOriginsFrom(allowedParentOrigins);
  if (!isFramed() || allowedOrigins.length === 0) return null;

  const connection = connect<HostMethods>({
    messenger: new WindowMessenger({ remoteWindow: window.parent, allowedOrigins }),
    methods: guardMethods(methods, appMethodValidators),
    channel: BRIDGE_CHANNEL,
  });

  let stopObserving: (() => void) | undefined;
  return {
    host: connection.promise,
    startReportingHeight: () => {
      stopObserving ??= observeContentHeight(document.documentElement, (height) => {
        // A failed call means the host went away (or this connection was destroyed): nothing left to size.
        connection.promise.then((host) => host.resize({ height })).catch(() => undefined);
      });
    },
    destroy: () => {
      stopObserving?.();
      connection.destroy();
    },
  };
}

/**
 * Calls `onHeight` with the element's height in whole pixels now and after every change, from ResizeObserver
 * (no polling). The root element's own box is measured, not scrollHeight: scrollHeight never drops below the
 * iframe's height, so a page could grow the frame but never shrink it. Returns a function that stops observing.
 */
export function observeContentHeight(element: Element, onHeight: (height: number) => void): () => void {
  let reported: number | undefined;
  const observer = new ResizeObserver(() => {
    const height = Math.ceil(element.getBoundingClientRect().height);
    if (height === reported) return;
    reported = height;
    onHeight(height);
  });
  observer.observe(element);
  return () => observer.disconnect();
}
