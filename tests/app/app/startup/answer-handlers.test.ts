// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import type { AppRouter } from '#app/app/router.tsx';
import { installAnswerHandlers } from '#app/app/startup/answer-handlers.ts';
import { answerHandlers, setAnswerHandlers } from '#app/api/answer-rules.ts';
import { ApiError } from '#app/api/api-error.ts';
import { useErrorStore, resetErrors } from '#app/platform/stores/error-store.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { useShellStore } from '#app/platform/stores/shell-store.ts';
import { readStartupQuery } from '#app/platform/read-startup-query.ts';

function unauthorized(): ApiError {
  return new ApiError({ title: 'unauthorized', status: 401, json: {}, errors: {}, codes: [], payloads: {}, message: 'Please sign in again.', local: false });
}

function setUp(start: string, search = '') {
  const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: [start] });
  const controls = { reload: vi.fn(), assign: vi.fn(), now: vi.fn(() => 1_000_000) };
  installAnswerHandlers(router as unknown as AppRouter, controls);
  useShellStore.setState({ query: readStartupQuery(search) });
  return { router, controls, handlers: answerHandlers() };
}

beforeEach(() => {
  sessionStorage.clear();
  resetErrors();
  useSessionStore.setState({ hotelCode: 'sakura-tokyo', userToken: 'member-token' });
});
afterEach(() => setAnswerHandlers(null));

describe('answer handlers', () => {
  it('401: logs out locally, shows the global error and goes to search with the hotel code', async () => {
    const { router, handlers } = setUp('/reservation/guest-detail?hotel_code=sakura-tokyo&locale=en');
    handlers?.unauthorized(unauthorized());
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/booking/result'));
    expect(router.state.location.search).toBe('?hotel_code=sakura-tokyo&locale=en');
    expect(useSessionStore.getState().userToken).toBeNull();
    expect(useErrorStore.getState().global).toBe('Please sign in again.');
  });

  it('401 in the chatbot goes to the chat sign-in', async () => {
    const { router, handlers } = setUp('/booking/result?hotel_code=sakura-tokyo', '?iframe=chatbot');
    handlers?.unauthorized(unauthorized());
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/chat-sign-in'));
  });

  it('503 leaves for the 503 page with the hotel code', () => {
    const { controls, handlers } = setUp('/booking/result');
    handlers?.serviceUnavailable();
    expect(controls.assign).toHaveBeenCalledWith('/503?code=sakura-tokyo');
  });

  it('invalid session reloads once, and a second one soon after shows an error instead of looping', () => {
    const { controls, handlers } = setUp('/booking/result');
    handlers?.invalidSession();
    expect(controls.reload).toHaveBeenCalledTimes(1);
    controls.now.mockReturnValue(1_010_000);
    handlers?.invalidSession();
    expect(controls.reload).toHaveBeenCalledTimes(1);
    expect(useErrorStore.getState().global).not.toBeNull();
    controls.now.mockReturnValue(1_100_000);
    handlers?.invalidSession();
    expect(controls.reload).toHaveBeenCalledTimes(2);
  });
});
