// The app's end of the bridge to the page that frames it (bridge/PROTOCOL.md). Plain TypeScript, no React, so a
// provider or hook can wrap it and tests can drive it without rendering anything.
import type { RemoteProxy } from 'penpal';
import type { AppMethods } from '#bridge/app-methods.ts';
import { BRIDGE_CHANNEL } from '#bridge/channel.ts';
import { HOST_LINK_OPEN_KEY, SEARCH_PARAM_KEYS } from '#bridge/host-link.ts';
import type { CompanionInfoPayload, HostMethodName, HostMethods } from '#bridge/host-methods.ts';
import { PROTOCOL_VERSION } from '#bridge/protocol-version.ts';
import { INVALID } from '#bridge/shape.ts';
import { appMethodValidators, chatbotUserIdReplyValidator, guardMethods } from '#bridge/validate.ts';

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
  /** Told with `ready`, so the host names its frame after the hotel (two widgets on a page differ). */
  hotelName: string;
};

/** The address the app document started at, before the router rewrites it (host-link parameters live here). */
const startupSearch = typeof location === 'object' ? location.search : '';

/** True inside an iframe (embedded by a hotel page, a chatbot or LINE), false at the app's own address. */
export function isFramed(win: Window = window): boolean {
  return win.parent !== win;
}

/**
 * Penpal, the bridge's library (ADR 227): a framed app starts fetching it as it starts, beside the settings the
 * connection waits for; an app at its own address never downloads it.
 */
const penpal = typeof window === 'object' && isFramed() ? import('penpal') : null;

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

// ---- Reports to the host -------------------------------------------------------------------------------------

/**
 * What the host must know again after the app reloads: who is signed in and their companions. Not the chatbot's
 * credential: it goes once, to the connection it was obtained for (ADR 192).
 */
const REPLAYED: readonly HostMethodName[] = ['login', 'receiveCompanionInfo'];

export type HostReport = { method: HostMethodName; args: unknown[] };

export type HostReports = {
  /** Tells the host now, or as soon as there is a connection; see `reportToHost`. */
  report: (method: HostMethodName, args: unknown[]) => void;
  /** A connection to a host: the remembered state goes to it, then everything reported later. */
  attach: (host: Promise<HostRemote>) => void;
  detach: (host: Promise<HostRemote>) => void;
  forget: (methods: HostMethodName[]) => void;
  /** The host connection reports go to, or null before there is one. */
  current: () => Promise<HostRemote> | null;
};

/** Sends one report; a host that went away, or an older loader without the method, is ignored, never thrown. */
export function sendReport(host: Promise<HostRemote>, { method, args }: HostReport): void {
  host
    .then((remote) => (remote[method] as (...payload: unknown[]) => Promise<unknown>)(...args))
    .catch(() => undefined);
}

/**
 * The app's memory of what it told the host. Sign-in and companion info are kept (the latest of each) and sent to every connection; other reports made before any connection wait for the first one.
 */
export function createHostReports(send: (host: Promise<HostRemote>, report: HostReport) => void = sendReport): HostReports {
  let connected: Promise<HostRemote> | null = null;
  const latest = new Map<HostMethodName, HostReport>();
  const early: HostReport[] = [];
  return {
    report: (method, args) => {
      const report: HostReport = { method, args };
      if (REPLAYED.includes(method)) latest.set(method, report);
      if (connected) send(connected, report);
      else if (!REPLAYED.includes(method)) early.push(report);
    },
    attach: (host) => {
      connected = host;
      for (const report of [...latest.values(), ...early.splice(0)]) send(host, report);
    },
    detach: (host) => {
      if (connected === host) connected = null;
    },
    forget: (methods) => methods.forEach((method) => latest.delete(method)),
    current: () => connected,
  };
}

const hostReports = createHostReports();

/** The origin of the page the current connection is to, once its first message came; null without a connection. */
let parentOrigin: Promise<string> | null = null;

/**
 * The origin of the framing page the app is connected to, as the browser stamped its messages (`MessageEvent.origin`,
 * which no script can forge), or null when the app has no host connection. Pending until the parent's first
 * message: the caller bounds its wait. Decides whether the parent is the hotel's chatbot host (ADR 192).
 */
export function connectedParentOrigin(): Promise<string> | null {
  return parentOrigin;
}

/**
 * Resolves with the origin of the first message from the parent window on an allowed origin (the handshake's SYN).
 * A frame's parent cannot change while the frame's document lives, so that origin is the parent's for good.
 */
function watchParentOrigin(allowedOrigins: readonly string[]): { origin: Promise<string>; stop: () => void } {
  let resolveOrigin: (origin: string) => void = () => undefined;
  const origin = new Promise<string>((resolve) => (resolveOrigin = resolve));
  const onMessage = (event: MessageEvent) => {
    if (event.source !== window.parent || !allowedOrigins.includes(event.origin)) return;
    stop();
    resolveOrigin(event.origin);
  };
  const stop = () => window.removeEventListener('message', onMessage);
  window.addEventListener('message', onMessage);
  return { origin, stop };
}

/**
 * Tells the host something (bridge/host-methods.ts). Safe to call anywhere, framed or not, connected or not:
 * without a host it does nothing; before the connection it waits for it. Sign-in and companion info are also
 * remembered and replayed after the connection is made, so a host always learns the current
 * state from each app document (the app reloading in the iframe re-sends it on reconnect).
 */
export function reportToHost<K extends HostMethodName>(method: K, ...args: Parameters<HostMethods[K]>): void {
  hostReports.report(method, args);
}

/** Forgets remembered state (sign-out); the host learns of a sign-out from its own logout or the app's events. */
export function forgetHostReports(...methods: HostMethodName[]): void {
  hostReports.forget(methods);
}

/**
 * Asks the host once for its chatbot user (`getTriplabotUserId`): the id, or null when the app has no host, the host
 * has no chatbot user yet, or its answer is malformed (dropped with a warning, like every payload).
 */
export async function askHostForChatbotUserId(): Promise<string | null> {
  const host = hostReports.current();
  if (!host) return null;
  const answer = await host.then((remote) => remote.getTriplabotUserId()).catch(() => null);
  const id = chatbotUserIdReplyValidator(answer);
  if (id === INVALID) {
    console.warn('[hotel-booking-widget] dropped malformed getTriplabotUserId reply');
    return null;
  }
  return id;
}

export type CompanionAccount = { access_token?: string | null } | null;

/**
 * Document 2 section 7.12: companion info goes to the host only when the account has an access token and the
 * hotel has companion support on.
 */
export function mayShareCompanionInfo(account: CompanionAccount, companionSupport: boolean): boolean {
  return companionSupport && Boolean(account?.access_token);
}

/** Sends (and remembers for reconnects) the member's companion info when `mayShareCompanionInfo` allows it. */
export function reportCompanionInfo(account: CompanionAccount, companionSupport: boolean, info: CompanionInfoPayload): void {
  if (mayShareCompanionInfo(account, companionSupport)) reportToHost('receiveCompanionInfo', info);
}

/**
 * The host query keys a host link opened the app with (`booking_widget_open` and the search parameters that came
 * with it), or null when the app was not opened by a host link.
 */
export function hostLinkKeys(search: string): string[] | null {
  const query = new URLSearchParams(search);
  if (!query.has(HOST_LINK_OPEN_KEY)) return null;
  return [HOST_LINK_OPEN_KEY, ...SEARCH_PARAM_KEYS.filter((key) => query.has(key))];
}

/** Each reservation is announced once per app document, however often its confirmation renders. */
const announcedReservations = new Set<string>();

/** Tells the host a booking was made: its number only (every host script sees the event). */
export function reportReservationCompleted(reservationNumber: string): void {
  if (announcedReservations.has(reservationNumber)) return;
  announcedReservations.add(reservationNumber);
  reportToHost('reservationCompleted', { reservation_number: reservationNumber });
}

// ---- The connection ------------------------------------------------------------------------------------------

/**
 * Connects to the framing page when there is one and it may embed this hotel's app; null when the app is not
 * framed or no valid parent origin is allowed (an empty list would make Penpal fall back to the app's origin).
 *
 * Once connected the app says `ready` with its protocol version, replays what the host must know (sign-in,
 * companion info, chatbot session), asks the host to drop the host-link parameters that opened it, tells it when
 * the app is first shown (`bookingWidgetOpened`), and asks it to close on Escape.
 */
export function connectToHost({ allowedParentOrigins, methods, hotelName }: ConnectToHostOptions): HostConnection | null {
  const allowedOrigins = parentOriginsFrom(allowedParentOrigins);
  if (!isFramed() || allowedOrigins.length === 0) return null;

  const watchedOrigin = watchParentOrigin(allowedOrigins);
  parentOrigin = watchedOrigin.origin;
  const connection = (penpal ?? import('penpal')).then(({ connect, WindowMessenger }) =>
    connect<HostMethods>({
      messenger: new WindowMessenger({ remoteWindow: window.parent, allowedOrigins }),
      methods: guardMethods(methods, appMethodValidators),
      channel: BRIDGE_CHANNEL,
    }),
  );
  // Reports wait until the host has heard `ready`, so it knows the app document before anything else.
  const host = connection.then(async ({ promise }) => {
    const remote = await promise;
    await remote.ready({ protocolVersion: PROTOCOL_VERSION, hotelName }).catch(() => undefined);
    return remote;
  });
  hostReports.attach(host);
  const linkKeys = hostLinkKeys(startupSearch);
  if (linkKeys) sendReport(host, { method: 'removeQuery', args: [{ keys: linkKeys }] });

  const stopWatchingShown = onFirstShown(() => sendReport(host, { method: 'bookingWidgetOpened', args: [] }));
  const onKeyDown = (event: KeyboardEvent) => {
    if (escapeClosesApp(event)) sendReport(host, { method: 'close', args: [] });
  };
  window.addEventListener('keydown', onKeyDown);

  let stopObserving: (() => void) | undefined;
  // A failed call means the host went away (or this connection was destroyed): nothing left to size.
  const gate = createHeightGate(
    (height) => host.then((remote) => remote.resize({ height })).catch(() => undefined),
    () => contentHeight(document.documentElement),
  );
  return {
    host,
    startReportingHeight: () => {
      heightGate = gate;
      stopObserving ??= observeContentHeight(document.documentElement, gate.measure);
    },
    destroy: () => {
      if (heightGate === gate) heightGate = undefined;
      stopObserving?.();
      stopWatchingShown();
      window.removeEventListener('keydown', onKeyDown);
      watchedOrigin.stop();
      if (parentOrigin === watchedOrigin.origin) parentOrigin = null;
      hostReports.detach(host);
      void connection.then((opened) => opened.destroy());
    },
  };
}

// ---- Navigation --------------------------------------------------------------------------------------------

export type HeightGate = {
  /** A new measure of the app's height: sent at once, unless a hold keeps the frame from shrinking. */
  measure: (height: number) => void;
  /** Keeps the frame at least as tall as it is until the returned release is called (then it is measured again). */
  hold: () => () => void;
};

/**
 * Height reports with holds. While the app moves to another page, its loading state is far shorter than either
 * page; sent to the host, that height would shorten the hotel's page under the guest and drop them at its footer
 * (issue 15). Growing is always reported; shrinking waits for the new page. The release measures the page
 * (`measureNow`) rather than sending the last report: the page arrives by a DOM change that the ResizeObserver has
 * not measured yet.
 */
export function createHeightGate(send: (height: number) => void, measureNow: () => number): HeightGate {
  let reported: number | undefined;
  let holds = 0;
  const report = (height: number) => {
    if (height === reported) return;
    reported = height;
    send(height);
  };
  return {
    measure: (height) => {
      if (holds === 0 || reported === undefined || height > reported) report(height);
    },
    hold: () => {
      holds += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds -= 1;
        if (holds === 0 && reported !== undefined) report(measureNow());
      };
    },
  };
}

/** The height reports of the connected host, once the app reports its height. */
let heightGate: HeightGate | undefined;

/**
 * The guest moved to another page: the frame keeps its height until the returned function is called (the new page
 * is there), and the host is asked to bring the app's top into view. Does nothing without a connected host; a
 * navigation before the connection (a redirect at start) must not scroll the hotel's page.
 */
export function startPageChange(): () => void {
  const release = heightGate?.hold() ?? (() => undefined);
  const host = hostReports.current();
  if (host) sendReport(host, { method: 'bringIntoView', args: [] });
  return release;
}

/**
 * Escape asks the host to close the app (a modal closes; an inline widget only dispatches the event), unless
 * something inside the app used the key: a handled event, or focus in the app's own dialog, listbox or menu.
 */
export function escapeClosesApp(event: KeyboardEvent): boolean {
  if (event.key !== 'Escape' || event.defaultPrevented) return false;
  const target = event.target instanceof Element ? event.target : null;
  return !target?.closest('dialog,[role="dialog"],[role="alertdialog"],[role="listbox"],[role="menu"],[aria-expanded="true"]');
}

/**
 * Calls `onShown` once, when the app first becomes visible on the host's screen (an inline widget scrolled into
 * view, a modal opened). An IntersectionObserver in an iframe measures against the top-level viewport.
 */
function onFirstShown(onShown: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    onShown();
    return () => undefined;
  }
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    onShown();
  });
  observer.observe(document.documentElement);
  return () => observer.disconnect();
}

/** An element's height in whole pixels, rounded up so nothing is cut. */
const contentHeight = (element: Element) => Math.ceil(element.getBoundingClientRect().height);

/**
 * Calls `onHeight` with the element's height in whole pixels now and after every change, from ResizeObserver
 * (no polling). The root element's own box is measured, not scrollHeight: scrollHeight never drops below the
 * iframe's height, so a page could grow the frame but never shrink it. Returns a function that stops observing.
 */
export function observeContentHeight(element: Element, onHeight: (height: number) => void): () => void {
  const observer = new ResizeObserver(() => onHeight(contentHeight(element)));
  observer.observe(element);
  return () => observer.disconnect();
}
