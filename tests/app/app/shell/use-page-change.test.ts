// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusArrivedHeading, hasArrived, whenArrived } from '#app/app/shell/use-page-change.ts';
import { LOADING_STATUS_ATTRIBUTE } from '#app/components/ui/loading-status.tsx';

const main = (html: string) => {
  const element = document.createElement('main');
  element.innerHTML = html;
  document.body.append(element);
  return element;
};

describe('page arrival', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.useRealTimers();
  });

  it('counts a page as arrived when its heading is there and nothing in it is loading', () => {
    expect(hasArrived(main('<h1>Guest details</h1><form></form>'))).toBe(true);
    expect(hasArrived(main(`<div role="status" ${LOADING_STATUS_ATTRIBUTE}>Loading…</div>`))).toBe(false);
    expect(hasArrived(main(`<h1>Policy</h1><div ${LOADING_STATUS_ATTRIBUTE}>Loading…</div>`))).toBe(false);
    expect(hasArrived(main('<p>No heading</p>'))).toBe(false);
  });

  it('calls back at once for a page that is there, and once the answer replaces the loading state otherwise', async () => {
    const ready = main('<h1>Results</h1>');
    const onReady = vi.fn();
    whenArrived(ready, onReady);
    expect(onReady).toHaveBeenCalledTimes(1);

    const loading = main(`<div ${LOADING_STATUS_ATTRIBUTE}>Loading…</div>`);
    const onLoaded = vi.fn();
    whenArrived(loading, onLoaded);
    await Promise.resolve();
    expect(onLoaded).not.toHaveBeenCalled();
    loading.innerHTML = '<h1>Guest details</h1>';
    await vi.waitFor(() => expect(onLoaded).toHaveBeenCalledTimes(1));
    loading.append(document.createElement('p'));
    await Promise.resolve();
    expect(onLoaded).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting after the timeout, and never calls back once stopped', () => {
    vi.useFakeTimers();
    const stuck = main(`<div ${LOADING_STATUS_ATTRIBUTE}>Loading…</div>`);
    const onTimeout = vi.fn();
    whenArrived(stuck, onTimeout, 1_000);
    vi.advanceTimersByTime(1_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);

    const stopped = vi.fn();
    const stop = whenArrived(stuck, stopped, 1_000);
    stop();
    vi.advanceTimersByTime(5_000);
    expect(stopped).not.toHaveBeenCalled();
  });
});

describe('focus on arrival', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  it('moves focus to the arrived page’s heading while the guest is in this document', () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    const page = main('<h1 tabindex="-1">Guest details</h1>');
    expect(focusArrivedHeading(page)).toBe(page.querySelector('h1'));
    expect(document.activeElement).toBe(page.querySelector('h1'));
  });

  it('leaves focus where the guest went (the hotel’s page around the frame, another window)', () => {
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    elsewhere.focus();
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    const page = main('<h1 tabindex="-1">Guest details</h1>');
    expect(focusArrivedHeading(page)).toBe(page.querySelector('h1'));
    expect(document.activeElement).toBe(elsewhere);
  });
});
