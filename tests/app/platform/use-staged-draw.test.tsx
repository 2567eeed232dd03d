// @vitest-environment jsdom
// The launcher's early frame is hidden (ADR 267): it gets no animation frames, and its timers may wait a second. A
// screen drawn in stages there must still reach its last stage before it is shown, so each stage follows the one
// before in a task of its own and never waits for a frame or a timer (ADR 281). Unit tests run on React, whose
// effects do not wait for a frame as Preact's do: that difference is covered by the loader's e2e (a Book button in
// the hidden frame before the click) and the bench's pointed-at launcher click.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '#app/platform/next-task.ts';
import { useStagedDraw } from '#app/platform/use-staged-draw.ts';

describe('useStagedDraw', () => {
  beforeEach(() => {
    // A hidden frame's: animation frames and timers never come.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('draws the first stages with the first render, then one more in each task after, with no frame or timer', async () => {
    const { result } = renderHook(() => useStagedDraw(4, 2));
    expect(result.current.drawn).toBe(2);
    const seen = [result.current.drawn];
    for (let task = 0; task < 6; task++) {
      // A task after those queued before it: Node has no scheduler.yield, so this is the hook's own message.
      await nextTask();
      if (seen.at(-1) !== result.current.drawn) seen.push(result.current.drawn);
    }
    expect(seen).toEqual([2, 3, 4]);
  });

  it('draws every stage at once when asked', async () => {
    const { result } = renderHook(() => useStagedDraw(5));
    expect(result.current.drawn).toBe(1);
    act(() => result.current.drawAll());
    expect(result.current.drawn).toBe(5);
  });
});
