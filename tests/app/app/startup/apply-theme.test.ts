import { describe, expect, it } from 'vitest';
import { themeProperties } from '#app/app/startup/apply-theme.ts';

describe('theme', () => {
  it("turns the hotel's colours into custom properties with a readable text colour on each", () => {
    expect(themeProperties({ button_colour: '#c21e58', header_colour: '#f7f3e8' })).toEqual({
      '--hbw-accent': '#c21e58',
      '--hbw-button-bg': '#c21e58',
      '--hbw-button-fg': '#ffffff',
      '--hbw-header-bg': '#f7f3e8',
      '--hbw-header-fg': '#000000',
    });
  });
});

describe('the accent token', () => {
  it('is the button colour where it stands out from white, the text colour where it is too pale', () => {
    expect(themeProperties({ button_colour: '#1f4e79', header_colour: '#1f4e79' })['--hbw-accent']).toBe('#1f4e79');
    // A pale gold (1.5:1 on white) would draw a chosen day no one can see.
    expect(themeProperties({ button_colour: '#f2d16b', header_colour: '#1f4e79' })['--hbw-accent']).toBe('#1a1a1a');
  });
});

describe('the travel-agency default colour', () => {
  it('#c21e58 takes white text, at AA contrast', async () => {
    const { contrastRatio } = await import('#app/shared/hotel/colour-contrast.ts');
    expect(themeProperties({ button_colour: '#c21e58', header_colour: '#c21e58' })['--hbw-button-fg']).toBe('#ffffff');
    expect(contrastRatio('#c21e58', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
