import { INVALID_SESSION_TITLE } from '../../../domain/constants/error-codes';
import {
  buildPath,
  type BodyOf,
  type Contract,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '../../../domain/contracts/contract';
import { REQUEST_HEADERS } from '../../../domain/contracts/headers';
import { useSessionStore } from '../stores/session-store';
import { apiBaseUrl } from './api-base-url';
import { ApiError, apiErrorFromAnswer, invalidAnswerError, networkError } from './api-error';
import { clearClientSession } from './session-storage';
import { nextTracingId } from './tracing-ids';

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
  };

type LooseOptions = {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  signal?: AbortSignal;
  idempotencyKey?: string;
};

/**
 * Calls one endpoint of the provider API, typed from its contract: sends the spec's headers, parses a success
 * with the contract's response schema and turns every failure into an ApiError.
 */
export async function callApi<C extends Contract>(
  contract: C,
  ...[options]: Empty extends CallOptions<C> ? [options?: CallOptions<C>] : [options: CallOptions<C>]
): Promise<ResponseOf<C>> {
  const loose: LooseOptions = options ?? {};
  try {
    return await send(contract, loose);
  } catch (error) {
    if (!(error instanceof ApiError && isInvalidSession(contract, error))) throw error;
    await renewClientSession(error);
    return send(contract, loose);
  }
}

function isInvalidSession(contract: Contract, error: ApiError): boolean {
  return contract.session && error.status === 401 && error.title === INVALID_SESSION_TITLE;
}

/** The stored session was refused: forget it for the brand and let the startup obtain one more, once. */
async function renewClientSession(refusal: ApiError): Promise<void> {
  const { brandId, renewClientSession: renew } = useSessionStore.getState();
  if (brandId !== null) clearClientSession(brandId);
  useSessionStore.setState({ clientSession: null });
  if (!renew) throw refusal;
  await renew();
}

async function send<C extends Contract>(contract: C, options: LooseOptions): Promise<ResponseOf<C>> {
  const { clientSession, locale } = useSessionStore.getState();
  const path = buildPath(contract.path, (options.params ?? {}) as Record<string, string | number>);
  const url = `${apiBaseUrl()}${path}${queryString(options.query)}`;

  const headers = new Headers({
    Accept: 'application/json',
    [REQUEST_HEADERS.tracingId]: nextTracingId(),
    [REQUEST_HEADERS.appVersion]: APP_VERSION,
    [REQUEST_HEADERS.locale]: locale,
  });
  if (contract.session && clientSession) headers.set(REQUEST_HEADERS.clientSession, clientSession);
  if (options.idempotencyKey) headers.set(REQUEST_HEADERS.idempotencyKey, options.idempotencyKey);
  let body: string | undefined;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set('Content-Type', 'application/json');
  }

  let response: Response;
  let text: string;
  try {
    // Cookies stay home: the API authenticates by header, and third-party cookies are blocked in iframes anyway.
    response = await fetch(url, { method: contract.method, headers, body, signal: options.signal, credentials: 'omit' });
    text = await response.text();
  } catch (error) {
    // A cancelled request is the caller's doing (TanStack Query cancels on unmount), not a network failure.
    if (options.signal?.aborted) throw error;
    throw networkError();
  }

  const json = parseJson(text);
  if (!response.ok) throw apiErrorFromAnswer(response.status, json);
  const parsed = contract.response.safeParse(json);
  if (!parsed.success) throw invalidAnswerError(response.status, json);
  return parsed.data as ResponseOf<C>;
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
