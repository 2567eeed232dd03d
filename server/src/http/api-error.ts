import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { INVALID_CODE, INVALID_SESSION_TITLE } from '#domain/constants/error-codes.ts';
import type { ApiErrorBody } from '#domain/entities/api-error.ts';

export type ErrorDetail = { error: string; code?: number };

type ErrorOptions = {
  codes?: (number | string)[];
  /** Messages per request field, keyed by the field's dotted path. */
  fields?: Record<string, ErrorDetail[]>;
  payloads?: Record<string, unknown>;
  /** Code attached to the base message, when the guest-facing text depends on it. */
  baseCode?: number;
};

/** A failure a handler reports to the caller; the app turns it into the spec's error body. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly body: ApiErrorBody;
  /** Response headers the failure carries (a 429's Retry-After). */
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: ContentfulStatusCode, title: string, message: string, options: ErrorOptions = {}, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.body = errorBody(status, title, message, options);
    this.headers = headers;
  }
}

export function errorBody(status: number, title: string, message: string, options: ErrorOptions = {}): ApiErrorBody {
  const base: ErrorDetail = options.baseCode === undefined ? { error: message } : { error: message, code: options.baseCode };
  const fieldBase = options.fields?.base ?? [];
  return {
    title,
    status,
    codes: options.codes ?? [],
    details: { ...options.fields, base: [base, ...fieldBase] },
    ...(options.payloads ? { payloads: options.payloads } : {}),
  };
}

export function notFound(message = 'Nothing was found at this address.'): ApiError {
  return new ApiError(404, 'not_found', message);
}

export function invalidSession(): ApiError {
  return new ApiError(401, INVALID_SESSION_TITLE, 'The client session is missing, expired or not valid for this hotel.');
}

/** 422 for a request that parsed but breaks a rule. Code 1000 is the catalogue's "invalid". */
export function invalidRequest(message: string, fields: Record<string, ErrorDetail[]> = {}, code: number = INVALID_CODE): ApiError {
  return new ApiError(422, 'invalid', message, { codes: [code], fields });
}

/**
 * 429 with the wait, as every limit says it: Retry-After and, for the app's message, the body's
 * `payloads.retry_after_seconds` (the request limits of http/rate-limits.ts, a saved card's missed codes).
 */
export function tooManyAttempts(seconds: number): ApiError {
  const minutes = Math.ceil(seconds / 60);
  return new ApiError(
    429,
    'too_many_requests',
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { payloads: { retry_after_seconds: seconds } },
    { 'Retry-After': String(seconds) },
  );
}
