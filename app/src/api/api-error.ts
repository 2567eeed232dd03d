import { ZApiErrorBody, type ApiErrorBody } from '#domain/entities/api-error.ts';

/** Message keys of failures the app words itself (its common catalog holds them under apiErrors). */
export const LOCAL_ERROR_MESSAGES = {
  /** "A non-JSON failure shows the generic message base.error02 and is flagged local." */
  generic: 'base.error02',
  network: 'base.network',
  /** 429: the app says when to try again, from the answer's `payloads.retry_after_seconds`. */
  tooManyRequests: 'base.tooManyRequests',
} as const;

type ApiErrorInit = {
  title: string;
  status: number;
  json: unknown;
  errors: ApiErrorBody['details'];
  codes: ApiErrorBody['codes'];
  payloads: Record<string, unknown>;
  message: string;
  local: boolean;
};

/**
 * The spec's error object (document 1 section 3, document 2 section 8.4). `message` is the server's guest-readable
 * text when `local` is false, and a key of the app's apiErrors catalog when it is true.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly title: string;
  /** HTTP status; 0 when no answer arrived (network failure). */
  readonly status: number;
  /** The answer's body as parsed JSON, undefined when it was not JSON. */
  readonly json: unknown;
  /** Messages per field (the body's details). */
  readonly errors: ApiErrorBody['details'];
  readonly codes: ApiErrorBody['codes'];
  readonly payloads: Record<string, unknown>;
  readonly local: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.title = init.title;
    this.status = init.status;
    this.json = init.json;
    this.errors = init.errors;
    this.codes = init.codes;
    this.payloads = init.payloads;
    this.local = init.local;
  }
}

function localError(title: string, status: number, json: unknown, message: string): ApiError {
  return new ApiError({ title, status, json, errors: {}, codes: [], payloads: {}, message, local: true });
}

/** A failing answer: the spec's error body when it is one, the generic local message otherwise. */
export function apiErrorFromAnswer(status: number, json: unknown): ApiError {
  const body = ZApiErrorBody.safeParse(json);
  if (!body.success) return localError('invalid_error_body', status, json, LOCAL_ERROR_MESSAGES.generic);
  const serverMessage = body.data.details.base?.[0]?.error;
  // The server's 429 text is English only; the app words it in the guest's language with the wait it names.
  if (status === 429) {
    return new ApiError({
      title: body.data.title,
      status,
      json,
      errors: body.data.details,
      codes: body.data.codes,
      payloads: body.data.payloads ?? {},
      message: LOCAL_ERROR_MESSAGES.tooManyRequests,
      local: true,
    });
  }
  return new ApiError({
    title: body.data.title,
    status,
    json,
    errors: body.data.details,
    codes: body.data.codes,
    payloads: body.data.payloads ?? {},
    message: serverMessage ?? LOCAL_ERROR_MESSAGES.generic,
    local: serverMessage === undefined,
  });
}

export const INVALID_RESPONSE_TITLE = 'invalid_response';

/** A successful answer that does not match the contract: an error to show, never a crash further on. */
export function invalidAnswerError(status: number, json: unknown): ApiError {
  return localError(INVALID_RESPONSE_TITLE, status, json, LOCAL_ERROR_MESSAGES.generic);
}

/** Whole minutes until a 429's limit lets the guest try again; at least 1. */
export function retryAfterMinutes(error: ApiError): number {
  const seconds = error.payloads.retry_after_seconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds / 60) : 1;
}
