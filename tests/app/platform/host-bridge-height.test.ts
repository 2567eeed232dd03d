import { describe, expect, it } from 'vitest';
import { createHeightGate } from '#app/platform/host-bridge.ts';

/** A gate over a page whose height the test sets; `observe` is the ResizeObserver's report of it. */
function setUp() {
  const sent: number[] = [];
  const page = { height: 0 };
  const gate = createHeightGate((height) => sent.push(height), () => page.height);
  const observe = (height: number) => {
    page.height = height;
    gate.measure(height);
  };
  return { sent, page, gate, observe };
}

describe('createHeightGate', () => {
  it('reports every change of height once', () => {
    const { sent, observe } = setUp();
    for (const height of [900, 900, 1200, 640]) observe(height);
    expect(sent).toEqual([900, 1200, 640]);
  });

  it('keeps the frame from shrinking while a page change holds it, then fits the page as it is on release', () => {
    const { sent, page, gate, observe } = setUp();
    observe(23_014);
    const release = gate.hold();
    // The loading state between results and guest detail: far shorter, so not reported.
    observe(480);
    // Growing is always reported.
    observe(24_000);
    observe(520);
    expect(sent).toEqual([23_014, 24_000]);
    // Guest detail arrived by a DOM change the observer has not measured yet: the release measures it.
    page.height = 3_446;
    release();
    expect(sent).toEqual([23_014, 24_000, 3_446]);
    // Releasing twice does nothing more.
    release();
    observe(3_446);
    observe(3_100);
    expect(sent).toEqual([23_014, 24_000, 3_446, 3_100]);
  });

  it('waits for every hold (a second page change before the first page arrived)', () => {
    const { sent, gate, observe } = setUp();
    observe(5_000);
    const first = gate.hold();
    const second = gate.hold();
    observe(400);
    first();
    expect(sent).toEqual([5_000]);
    second();
    expect(sent).toEqual([5_000, 400]);
  });

  it('sends nothing on release when the height did not change, nor before anything was reported', () => {
    const { sent, gate, observe } = setUp();
    gate.hold()();
    expect(sent).toEqual([]);
    observe(2_000);
    const release = gate.hold();
    observe(2_000);
    release();
    expect(sent).toEqual([2_000]);
  });
});
