// @vitest-environment jsdom
// The app's half of the provider callback's state check (ADR 214): a callback is only followed when this tab started
// that provider's sign-in with that state, and only once.
import { beforeEach, describe, expect, it } from 'vitest';
import { isSignInProvider, takePendingSignIn } from '#app/features/auth/api/provider-sign-in.ts';

const KEY = 'hbw:provider-sign-in';
const started = { provider: 'facebook', state: 'S'.repeat(43), urlBack: '/booking/result', handBack: false };

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem(KEY, JSON.stringify(started));
});

describe('takePendingSignIn', () => {
  it('answers the started sign-in for its provider and state, once', () => {
    expect(takePendingSignIn('facebook', started.state)).toEqual(started);
    expect(takePendingSignIn('facebook', started.state)).toBeNull();
  });

  it('refuses a forged state, a missing state and another provider, and keeps the started one', () => {
    expect(takePendingSignIn('facebook', 'forged-state')).toBeNull();
    expect(takePendingSignIn('facebook', null)).toBeNull();
    expect(takePendingSignIn('line', started.state)).toBeNull();
    expect(takePendingSignIn('facebook', started.state)).toEqual(started);
  });

  it('ignores a tampered record', () => {
    sessionStorage.setItem(KEY, JSON.stringify({ ...started, provider: 'evil' }));
    expect(takePendingSignIn('facebook', started.state)).toBeNull();
    sessionStorage.setItem(KEY, '{not json');
    expect(takePendingSignIn('facebook', started.state)).toBeNull();
  });
});

describe('isSignInProvider', () => {
  it('knows the four providers and nothing else', () => {
    for (const provider of ['facebook', 'line', 'creansmaerd', 'open_id']) expect(isSignInProvider(provider)).toBe(true);
    for (const other of ['google', '', undefined, 'constructor']) expect(isSignInProvider(other)).toBe(false);
  });
});
