import { describe, expect, it } from 'vitest';
import { themeProperties } from '#app/app/startup/apply-theme.ts';

describe('theme', () => {
  it("turns the hotel's colours into custom properties with a readable text colour on each", () => {
    expect(themeProperties({ button_colour: '#c21e58', header_colour: '#f7f3e8' })).toEqual({
      '--hbw-button-bg': '#c21e58',
      '--hbw-button-fg': '#ffffff',
      '--hbw-header-bg': '#f7f3e8',
      '--hbw-header-fg': '#000000',
    });
  });
});

describe('the travel-agency default colour', () => {
  it('#c21e58 takes white text, at AA contrast', async () => {
    const { contrastRatio } = await import('#app/shared/hotel/colour-contrast.ts');
    expect(themeProperties({ button_colour: '#c21e58', header_colour: '#c21e58' })['--hbw-button-fg']).toBe('#ffffff');
    expect(contrastRatio('#c21e58', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
