// @vitest-environment jsdom
// frame-host.js (loader/src/frame-host): the host end for pages that place the app's iframe themselves.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectAppFrame } from '#loader/src/frame-host/index.ts';

describe('connectAppFrame', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  it('warns and does nothing for a frame that is not in the page or has no http(s) address', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const detached = document.createElement('iframe');
    detached.src = 'https://booking.example/booking/result';
    const frame = connectAppFrame({ iframe: detached });
    expect(() => {
      frame.logout();
      frame.refreshLogin();
      frame.destroy();
    }).not.toThrow();

    const blank = document.createElement('iframe');
    document.body.append(blank);
    connectAppFrame({ iframe: blank });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toContain('connectAppFrame needs an iframe');
  });

  it('connects to a framed app on its src origin and can be destroyed', () => {
    const iframe = document.createElement('iframe');
    iframe.src = 'about:blank';
    document.body.append(iframe);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const frame = connectAppFrame({ iframe, appOrigin: 'https://booking.example' });
    frame.refreshLogin();
    frame.destroy();
    // Destroying a connection that never completed is not worth a warning.
    expect(warn).not.toHaveBeenCalled();
  });
});
