import { describe, expect, it } from 'vitest';
import { widgetUrl } from '#loader/src/element/widget-url.ts';
import { readWidgetOptions } from '#loader/src/shared/widget-options.ts';

// The WordPress plugin marks its embed (data-cms="wordpress" on the loader tag or cms on the element), and the app
// records its bookings as wordpress (ADR 233): the mark reaches the app's address like the search attributes.
describe('the CMS plugin mark', () => {
  it('goes from the widget attribute into the app address', () => {
    const attributes: Record<string, string> = { 'hotel-code': 'sakura-tokyo', cms: 'wordpress' };
    const options = readWidgetOptions((name) => attributes[name]);
    const url = new URL(widgetUrl('https://app.example', options) ?? '');
    expect(url.searchParams.get('cms')).toBe('wordpress');
  });
});
