import { IDP_EXPIRED, INVALID_SESSION_TITLE } from '#domain/constants/error-codes.ts';
import type { Contract } from '#domain/contracts/contract.ts';
import type { ApiError } from './api-error';

// Document 2 section 7.13, client behaviour on answers: what the app does about a failing answer, decided in one
// place for every call. The API client applies the decision; the shell supplies what each one means on screen.

export type AnswerRule =
  /** 403 IDP_EXPIRED: a new client session, then the same request once more. */
  | 'renew_session_and_retry'
  /** The stored session was refused: clear it and reload the page, which obtains a new one. */
  | 'invalid_session'
  /** 401: local logout, global error, and away to sign-in, the confirmation or search. */
  | 'unauthorized'
  /** 503: the service unavailable page. */
  | 'service_unavailable'
  /** Anything else is the caller's to show. */
  | 'none';

export function answerRuleFor(contract: Contract, error: ApiError): AnswerRule {
  if (error.status === 503) return 'service_unavailable';
  if (error.status === 403 && error.codes.includes(IDP_EXPIRED)) return 'renew_session_and_retry';
  // A call that sends no session (creating one, reading public settings) cannot have lost one.
  if (error.status === 401 && contract.session) {
    return error.title === INVALID_SESSION_TITLE ? 'invalid_session' : 'unauthorized';
  }
  return 'none';
}

/** What the shell does for each rule; set once at startup. Until then a rule only rejects the call. */
export type AnswerHandlers = {
  invalidSession: () => void;
  unauthorized: (error: ApiError) => void;
  serviceUnavailable: () => void;
};

let handlers: AnswerHandlers | null = null;

export function setAnswerHandlers(next: AnswerHandlers | null): void {
  handlers = next;
}

export function answerHandlers(): AnswerHandlers | null {
  return handlers;
}
