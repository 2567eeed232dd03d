import { describe, expect, it } from 'vitest';
import { HEIGHT_TOLERANCE_PX, nextFrameHeight } from '#loader/src/element/frame-height.ts';

describe('nextFrameHeight', () => {
  it('follows the app when it grows or shrinks by the tolerance or more', () => {
    expect(nextFrameHeight(640, 1200)).toBe(1200);
    expect(nextFrameHeight(1200, 480)).toBe(480);
    expect(nextFrameHeight(640, 640 + HEIGHT_TOLERANCE_PX)).toBe(642);
    expect(nextFrameHeight(640, 640 - HEIGHT_TOLERANCE_PX)).toBe(638);
  });

  it('ignores changes under the tolerance, so a pixel of rounding cannot start a grow-shrink loop', () => {
    expect(nextFrameHeight(640, 641)).toBe(640);
    expect(nextFrameHeight(640, 639)).toBe(640);
    expect(nextFrameHeight(640, 640.9)).toBe(640);
  });

  it('rounds fractional heights up so the last line is never cut off', () => {
    expect(nextFrameHeight(640, 900.2)).toBe(901);
    expect(nextFrameHeight(640, 641.5)).toBe(642);
  });

  it('settles: feeding its own answer back changes nothing', () => {
    const settled = nextFrameHeight(640, 833.4);
    expect(nextFrameHeight(settled, 833.4)).toBe(settled);
  });
});
