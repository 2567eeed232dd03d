import { describe, expect, it } from 'vitest';
import { BLACK, WHITE, contrastRatio, readableTextColour } from '#app/shared/hotel/colour-contrast.ts';

describe('colour contrast', () => {
  it('measures the WCAG ratio', () => {
    expect(contrastRatio(BLACK, WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', WHITE)).toBeCloseTo(4.48, 2);
    expect(contrastRatio(WHITE, '#777777')).toBeCloseTo(contrastRatio('#777777', WHITE), 10);
  });

  it('puts white on dark colours and black on light ones', () => {
    expect(readableTextColour('#1f4e79')).toBe(WHITE);
    expect(readableTextColour('#c21e58')).toBe(WHITE);
    expect(readableTextColour('#ffffff')).toBe(BLACK);
    expect(readableTextColour('#f5c400')).toBe(BLACK);
  });

  it('always reaches WCAG AA (4.5:1) for normal text', () => {
    for (let grey = 0; grey <= 255; grey += 5) {
      for (const hue of ['ff', '00', '80']) {
        const hex = `#${grey.toString(16).padStart(2, '0')}${hue}${grey.toString(16).padStart(2, '0')}`;
        expect(contrastRatio(hex, readableTextColour(hex))).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
