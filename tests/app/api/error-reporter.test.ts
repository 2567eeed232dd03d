import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#app/api/api-error.ts';
import { createErrorReporter, reportFor, type ErrorReporterOptions } from '#app/api/error-reporter.ts';

const ON: Omit<ErrorReporterOptions, 'send'> = {
  endpoint: 'https://errors.example/report',
  hostname: 'booking.example',
  pathname: '/booking/result',
  appVersion: '1.2.3',
  supportedBrowser: true,
};

function serverError(status: number, title: string): ApiError {
  return new ApiError({ title, status, json: undefined, errors: {}, codes: [], payloads: {}, message: 'boom', local: false });
}

describe('error reporter', () => {
  it('is off unless an address is configured', () => {
    expect(reportFor(new Error('x'), { ...ON, endpoint: undefined })).toBeNull();
    const send = vi.fn();
    createErrorReporter(() => ({ ...ON, endpoint: undefined, send }))(new Error('x'));
    expect(send).not.toHaveBeenCalled();
  });

  it.each(['Network Error', 'TypeError: Failed to fetch', 'Load failed', 'Navigation cancelled from "/a" to "/b"', 'Redundant navigation to current location'])(
    'drops the ignored message %s',
    (message) => {
      expect(reportFor(new Error(message), ON)).toBeNull();
    },
  );

  it('drops network failures, local hosts and obsolete browsers', () => {
    expect(reportFor(serverError(0, 'network_error'), ON)).toBeNull();
    expect(reportFor(new Error('x'), { ...ON, hostname: 'localhost' })).toBeNull();
    expect(reportFor(new Error('x'), { ...ON, supportedBrowser: false })).toBeNull();
  });

  it('sends only what identifies the failure: no query, token or body', () => {
    const send = vi.fn();
    createErrorReporter(() => ({ ...ON, send }))(serverError(500, 'internal_error'));
    expect(send).toHaveBeenCalledWith('https://errors.example/report', {
      message: 'boom',
      name: 'ApiError',
      status: 500,
      title: 'internal_error',
      path: '/booking/result',
      appVersion: '1.2.3',
    });
    expect(reportFor('plain text', ON)).toMatchObject({ message: 'plain text', name: 'Error' });
  });
});
