import { describe, expect, it } from 'vitest';
import { createReservation } from '#domain/contracts/reservations.ts';
import { getBookingWidgetSettings } from '#domain/contracts/settings.ts';
import { answerRuleFor } from '#app/api/answer-rules.ts';
import { ApiError } from '#app/api/api-error.ts';

function failure(status: number, title = 'x', codes: (number | string)[] = []): ApiError {
  return new ApiError({ title, status, json: undefined, errors: {}, codes, payloads: {}, message: 'm', local: false });
}

describe('answerRuleFor (document 2 section 7.13)', () => {
  it.each([
    [createReservation, failure(503), 'service_unavailable'],
    [getBookingWidgetSettings, failure(503), 'service_unavailable'],
    [createReservation, failure(403, 'forbidden', ['IDP_EXPIRED']), 'renew_session_and_retry'],
    [createReservation, failure(403, 'forbidden', [1000]), 'none'],
    [createReservation, failure(401, 'invalid_session'), 'invalid_session'],
    [createReservation, failure(401, 'unauthorized'), 'unauthorized'],
    [getBookingWidgetSettings, failure(401, 'invalid_session'), 'none'],
    [createReservation, failure(409, 'sold_out'), 'none'],
    [createReservation, failure(0, 'network_error'), 'none'],
  ] as const)('%#: %o gives %s', (contract, error, rule) => {
    expect(answerRuleFor(contract, error)).toBe(rule);
  });
});
