import {
  buildPath,
  type BodyOf,
  type Contract,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '#domain/contracts/contract.ts';
import { REQUEST_HEADERS } from '#domain/contracts/headers.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { apiBaseUrl } from './api-base-url';
import { answerHandlers, answerRuleFor, type AnswerRule } from './answer-rules';
import { ApiError, apiErrorFromAnswer, INVALID_RESPONSE_TITLE, invalidAnswerError } from './api-error';
import { reportError } from './error-reporter';
import { REQUEST_TIMEOUTS_MS, UNANSWERED_MESSAGES, type RequestKind } from './request-timeouts';
import { clearClientSession } from '#app/platform/session-storage.ts';
import { nextTracingId, rememberTracingId } from '#app/platform/tracing-ids.ts';
import { takeEarlyCall } from './early-calls';

const APP_VERSION: string = import.meta.env.VITE_APP_VERSION ?? 'dev';

type Empty = Record<never, never>;

// A slot the contract leaves empty (no params, no body, an all-optional query) may be left out of the call.
type Slot<K extends string, T> = undefined extends T
  ? { [P in K]?: T }
  : Empty extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

export type CallOptions<C extends Contract> = Slot<'params', ParamsOf<C>> &
  Slot<'query', QueryOf<C>> &
  Slot<'body', BodyOf<C>> & {
    signal?: AbortSignal;
    /** Makes a creating call safe to repeat: the server answers a repeated key with the first result. */
    idempotencyKey?: string;
    /** The identity call's one-time access token (document 2 section 7.2). */
    oneTimeAccessToken?: string;
    /** A member token to send instead of the signed-in one: a token handed over by a chatbot, being exchanged. */
    userToken?: string;
    /** 'include' for the calls that read or write the API's partitioned session cookies (ADR 200). */
    credentials?: 'include';
    /**
     * A 503 is the caller's to show instead of the service-unavailable page: the booking keeps the guest, and all
     * they typed, on the form (issue 14).
     */
    keepPageOn503?: boolean;
  };

export type LooseOptions = {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  signal?: AbortSignal;
  idempotencyKey?: string;
  oneTimeAccessToken?: string;
  userToken?: string;
  credentials?: 'include';
  keepPageOn503?: boolean;
};

/**
 * Calls one endpoint of the provider API, typed from its contract: sends the spec's headers, parses a success
 * with the contract's response schema, turns every failure into an ApiError and applies the answer rules of
 * document 2 section 7.13 (answer-rules.ts) before the caller sees the failure.
 */
export async function callApi<C extends Contract>(
  contract: C,
  ...[options]: Empty extends CallOptions<C> ? [options?: CallOptions<C>] : [options: CallOptions<C>]
): Promise<ResponseOf<C>> {
  const loose: LooseOptions = options ?? {};
  try {
    return await send(contract, loose);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const rule = ruleFor(contract, loose, error);
    if (rule === 'renew_session_and_retry') return retryWithNewSession(contract, loose, error);
    applyRule(rule, error);
    throw error;
  }
}

/** "A new client session is fetched and the request retried once": a second refusal goes to the caller. */
async function retryWithNewSession<C extends Contract>(contract: C, options: LooseOptions, refusal: ApiError) {
  const { renewClientSession: renew } = useSessionStore.getState();
  if (!renew) throw refusal;
  await renew();
  try {
    return await send(contract, options);
  } catch (error) {
    if (error instanceof ApiError) {
      const rule = ruleFor(contract, options, error);
      applyRule(rule === 'renew_session_and_retry' ? 'none' : rule, error);
    }
    throw error;
  }
}

function ruleFor(contract: Contract, options: LooseOptions, error: ApiError): AnswerRule {
  const rule = answerRuleFor(contract, error);
  return rule === 'service_unavailable' && options.keepPageOn503 ? 'none' : rule;
}

function applyRule(rule: AnswerRule, error: ApiError): void {
  const handlers = answerHandlers();
  if (rule === 'invalid_session') {
    // No brand: the travel-agency site's own session ("an invalid client session clears the session and reloads").
    const { brandId } = useSessionStore.getState();
    clearClientSession(brandId ?? 'ota');
    useSessionStore.setState({ clientSession: null });
    handlers?.invalidSession();
  } else if (rule === 'unauthorized') {
    handlers?.unauthorized(error);
  } else if (rule === 'service_unavailable') {
    handlers?.serviceUnavailable();
  }
  // A server failure or an answer that breaks its contract is a bug somewhere: worth a report.
  if (error.status >= 500 || error.title === INVALID_RESPONSE_TITLE) reportError(error);
}

/** The headers of document 2 section 7.1, each sent when it has a value; a new tracing id unless one is given. */
export function requestHeaders(contract: Contract, options: LooseOptions, tracingId = nextTracingId()): Headers {
  const state = useSessionStore.getState();
  const userToken = options.userToken ?? state.userToken;
  const headers = new Headers({
    Accept: 'application/json',
    [REQUEST_HEADERS.tracingId]: tracingId,
    [REQUEST_HEADERS.appVersion]: APP_VERSION,
    [REQUEST_HEADERS.locale]: state.locale,
  });
  const optional: [string, string | null][] = [
    [REQUEST_HEADERS.siteController, state.siteController],
    [REQUEST_HEADERS.tier, state.tier],
    [REQUEST_HEADERS.clientSession, contract.session ? state.clientSession : null],
    [REQUEST_HEADERS.authorization, userToken ? `Bearer ${userToken}` : null],
    [REQUEST_HEADERS.pubnubKey, state.pubnubKey],
    [REQUEST_HEADERS.emailConversionTrackingId, state.emailConversionTrackingId],
    [REQUEST_HEADERS.idempotencyKey, options.idempotencyKey ?? null],
    [REQUEST_HEADERS.oneTimeAccessToken, options.oneTimeAccessToken ?? null],
  ];
  for (const [name, value] of optional) if (value) headers.set(name, value);
  return headers;
}

/**
 * "Cookies are included only for first-party domains": the brand's cookies go along only when the API is served
 * from the brand's own domain (or under it); anywhere else they stay home.
 */
export function credentialsFor(apiBase: string, firstPartyCookieDomain: string | null): RequestCredentials {
  if (!firstPartyCookieDomain) return 'omit';
  const domain = firstPartyCookieDomain.replace(/^\./, '').toLowerCase();
  const host = new URL(apiBase).hostname.toLowerCase();
  return host === domain || host.endsWith(`.${domain}`) ? 'include' : 'omit';
}

async function send<C extends Contract>(contract: C, options: LooseOptions): Promise<ResponseOf<C>> {
  const path = buildPath(contract.path, (options.params ?? {}) as Record<string, string | number>);
  const url = `${apiBaseUrl()}${path}${queryString(options.query)}`;

  // Without a tracing id of its own until it is known whether the document already sent this very call (ADR 272).
  const headers = requestHeaders(contract, options, '');
  let body: string | FormData | undefined;
  if (options.body instanceof FormData) {
    // A multipart upload (file attachments): the browser writes the Content-Type with its boundary.
    body = options.body;
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set('Content-Type', 'application/json');
  }

  const credentials = options.credentials ?? credentialsFor(url, useSessionStore.getState().firstPartyCookieDomain);
  const early = takeEarlyCall({ method: contract.method, url, body, credentials, headers });
  if (early) rememberTracingId(early.tracingId);
  headers.set(REQUEST_HEADERS.tracingId, early?.tracingId ?? nextTracingId());
  const kind: RequestKind = body instanceof FormData ? 'upload' : contract.method === 'GET' ? 'read' : 'write';
  const { response, content: text } = await fetchWithTimeout(
    url,
    { method: contract.method, headers, body, credentials },
    { kind, signal: options.signal, retrySafe: contract.method === 'GET' || options.idempotencyKey !== undefined, sent: early?.answer },
    (answer) => answer.text(),
  );

  const json = parseJson(text);
  if (!response.ok) throw apiErrorFromAnswer(response.status, json);
  const parsed = contract.response.safeParse(json);
  if (!parsed.success) throw invalidAnswerError(response.status, json);
  return parsed.data as ResponseOf<C>;
}

type Unanswered = {
  kind: RequestKind;
  signal?: AbortSignal | undefined;
  retrySafe: boolean;
  /** The answer of this very request, already sent by the document (early-calls.ts): waited for, not sent again. */
  sent?: Promise<Response> | undefined;
};

/** A promise's outcome, or the signal's abort if that comes first (a request sent elsewhere cannot be aborted). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((settle, fail) => {
    if (signal.aborted) fail(signal.reason);
    signal.addEventListener('abort', () => fail(signal.reason), { once: true });
    promise.then(settle, fail);
  });
}

/**
 * fetch with the kind's timeout (request-timeouts.ts), reading the whole answer within it. No answer (network
 * failure, timeout) is an ApiError of status 0 whose message says whether sending the call again is safe. A
 * cancellation by the caller (TanStack Query cancels on unmount) stays the caller's AbortError.
 */
export async function fetchWithTimeout<T>(
  url: string,
  init: RequestInit,
  { kind, signal, retrySafe, sent }: Unanswered,
  read: (response: Response) => Promise<T>,
): Promise<{ response: Response; content: T }> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUTS_MS[kind]);
  const cancel = () => controller.abort();
  signal?.addEventListener('abort', cancel);
  try {
    if (signal?.aborted) controller.abort();
    if (sent) {
      const response = await untilAborted(sent, controller.signal);
      return { response, content: await untilAborted(read(response), controller.signal) };
    }
    const response = await fetch(url, { ...init, signal: controller.signal });
    return { response, content: await read(response) };
  } catch (error) {
    if (signal?.aborted && !timedOut) throw error;
    throw unansweredError(timedOut ? 'timeout' : 'network', retrySafe);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

function unansweredError(cause: 'timeout' | 'network', retrySafe: boolean): ApiError {
  const messages = UNANSWERED_MESSAGES[cause];
  return new ApiError({
    title: cause === 'timeout' ? 'timeout' : 'network_error',
    status: 0,
    json: undefined,
    errors: {},
    codes: [],
    payloads: {},
    message: retrySafe ? messages.retrySafe : messages.retryUnsafe,
    local: true,
  });
}

function queryString(query: unknown): string {
  if (query === undefined || query === null) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
