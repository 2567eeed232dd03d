// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readScriptConfig } from '#loader/src/bootstrap/read-script-config.ts';

function loaderScript(src: string, data: Record<string, string> = {}): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = src;
  for (const [name, value] of Object.entries(data)) script.setAttribute(`data-${name}`, value);
  return script;
}

describe('readScriptConfig', () => {
  it('takes the app origin from the script src and finds element.js beside it', () => {
    expect(readScriptConfig(loaderScript('https://book.example.com/widget/loader.js?v=3'))).toEqual({
      appOrigin: 'https://book.example.com',
      elementUrl: 'https://book.example.com/widget/element.js',
      defaults: { search: {} },
      launcher: true,
      launcherLabel: undefined,
    });
  });

  it('reads every data-* option as the widgets’ defaults, trimmed', () => {
    const config = readScriptConfig(
      loaderScript('https://book.example.com/loader.js', {
        'hotel-code': ' sakura-tokyo ',
        locale: 'en',
        mode: 'modal',
        view: 'confirm',
        preload: '',
        checkin: '2026-12-01',
        kids_tiers: 'A:1',
        'launcher-label': 'Reserve',
      }),
    );
    expect(config?.defaults).toMatchObject({
      hotelCode: 'sakura-tokyo',
      locale: 'en',
      mode: 'modal',
      view: 'confirm',
      preload: true,
      search: { checkin: '2026-12-01', kids_tiers: 'A:1' },
    });
    expect(config?.launcherLabel).toBe('Reserve');
  });

  it('treats empty data attributes as absent and data-launcher="false" as no launcher', () => {
    const config = readScriptConfig(
      loaderScript('https://book.example.com/loader.js', { 'hotel-code': '  ', locale: '', launcher: 'false' }),
    );
    expect(config?.defaults).toMatchObject({ hotelCode: undefined, locale: undefined });
    expect(config?.launcher).toBe(false);
  });

  it('is null without a script, without a src, or for a src that is not http(s)', () => {
    expect(readScriptConfig(null)).toBeNull();
    expect(readScriptConfig(document.createElement('script'))).toBeNull();
    expect(readScriptConfig(loaderScript('data:text/javascript,void 0'))).toBeNull();
  });
});
