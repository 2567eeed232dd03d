// Sign-in inside the chatbot is the chat sign-in page (document 1 section 2 routes, document 2 section 7.13).
import { describe, expect, it } from 'vitest';
import { isHeadlessPath, paths, signInPathBuilder } from '#app/app/paths.ts';

describe('sign-in in the chatbot', () => {
  it('goes to /chat-sign-in with the return address, and elsewhere to /sign-in', () => {
    expect(signInPathBuilder(true)('/my-account?x=1')).toBe('/chat-sign-in?urlBack=%2Fmy-account%3Fx%3D1');
    expect(signInPathBuilder(false)('/my-account?x=1')).toBe('/sign-in?urlBack=%2Fmy-account%3Fx%3D1');
    expect(paths.chatSignIn.build()).toBe('/chat-sign-in');
  });

  it('keeps the helper pages headless and the chat sign-in not', () => {
    for (const path of [paths.iframeToken.path, paths.iframeLiffToken.path, paths.iframeChangeLocale.path]) {
      expect(isHeadlessPath(path)).toBe(true);
    }
    expect(isHeadlessPath(paths.chatSignIn.path)).toBe(false);
  });
});
