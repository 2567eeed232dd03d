import { ApiError } from './api-error';

// One reporter for every failure worth a developer's attention (document 2 section 8.4). It is off unless a
// reporting address is configured, drops the messages the spec lists as noise and never sends a query string,
// a token or a request body: only what identifies the failure.

/** "Network failure messages are not reported ... navigation cancelled, failed to fetch, load failed, redundant navigation." */
const IGNORED_MESSAGES = [
  /network ?error/i,
  /failed to fetch/i,
  /load failed/i,
  /navigation cancell?ed/i,
  /redundant navigation/i,
  /networkerror when attempting to fetch/i,
];

/** Hosts where reports would only be a developer's own noise. */
const SILENT_HOSTNAMES = ['localhost', '127.0.0.1'];

export type ErrorReport = {
  message: string;
  name: string;
  status?: number;
  title?: string;
  path: string;
  appVersion: string;
};

export type ErrorReporterOptions = {
  /** Where reports are posted; no address means reporting is off. */
  endpoint: string | undefined;
  hostname: string;
  pathname: string;
  appVersion: string;
  /** An obsolete browser's errors are its own; they are not reported (section 8.4). */
  supportedBrowser: boolean;
  send: (endpoint: string, report: ErrorReport) => void;
};

export function isIgnoredMessage(message: string): boolean {
  return IGNORED_MESSAGES.some((pattern) => pattern.test(message));
}

/** The report for an error, or null when it must not be sent. */
export function reportFor(error: unknown, options: Omit<ErrorReporterOptions, 'send'>): ErrorReport | null {
  if (!options.endpoint || !options.supportedBrowser || SILENT_HOSTNAMES.includes(options.hostname)) return null;
  const base = error instanceof Error ? error : new Error(String(error));
  // status 0 is a network failure, whatever its message says.
  if (isIgnoredMessage(base.message) || (error instanceof ApiError && error.status === 0)) return null;
  return {
    message: base.message,
    name: base.name,
    ...(error instanceof ApiError ? { status: error.status, title: error.title } : {}),
    path: options.pathname,
    appVersion: options.appVersion,
  };
}

export function createErrorReporter(options: () => ErrorReporterOptions): (error: unknown) => void {
  return (error) => {
    const current = options();
    const report = reportFor(error, current);
    if (report && current.endpoint) current.send(current.endpoint, report);
  };
}

function beacon(endpoint: string, report: ErrorReport): void {
  try {
    navigator.sendBeacon(endpoint, JSON.stringify(report));
  } catch {
    // Reporting must never be the reason something else fails.
  }
}

const ENDPOINT: string | undefined = import.meta.env.VITE_ERROR_REPORT_URL;
const APP_VERSION: string = import.meta.env.VITE_APP_VERSION ?? 'dev';

/** The app's one reporter. */
export const reportError = createErrorReporter(() => ({
  endpoint: ENDPOINT,
  hostname: window.location.hostname,
  pathname: window.location.pathname,
  appVersion: APP_VERSION,
  supportedBrowser: isSupportedBrowser(),
  send: beacon,
}));

/**
 * The features the app cannot run without; a browser lacking any of them is obsolete (document 1 section 5,
 * "a browser warning is shown for obsolete browsers").
 */
export function isSupportedBrowser(win: Window & typeof globalThis = window): boolean {
  return (
    typeof win.fetch === 'function' &&
    typeof win.ResizeObserver === 'function' &&
    typeof win.Intl?.DisplayNames === 'function' &&
    typeof win.structuredClone === 'function' &&
    typeof win.CSS?.supports === 'function' &&
    win.CSS.supports('inset-inline-start', '0')
  );
}
