// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readScriptConfig } from '../../loader/src/bootstrap/read-script-config';

function loaderScript(src: string, data: Record<string, string> = {}): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = src;
  Object.assign(script.dataset, data);
  return script;
}

describe('readScriptConfig', () => {
  it('takes the app origin from the script src and finds element.js beside it', () => {
    expect(readScriptConfig(loaderScript('https://book.example.com/widget/loader.js?v=3'))).toEqual({
      appOrigin: 'https://book.example.com',
      elementUrl: 'https://book.example.com/widget/element.js',
      hotelCode: undefined,
      locale: undefined,
    });
  });

  it('reads data-hotel-code and data-locale as defaults, trimmed', () => {
    const config = readScriptConfig(
      loaderScript('http://localhost:5173/loader.js', { hotelCode: ' sakura-tokyo ', locale: 'en' }),
    );
    expect(config).toMatchObject({ appOrigin: 'http://localhost:5173', hotelCode: 'sakura-tokyo', locale: 'en' });
  });

  it('treats empty data attributes as absent', () => {
    const config = readScriptConfig(loaderScript('https://book.example.com/loader.js', { hotelCode: '  ', locale: '' }));
    expect(config).toMatchObject({ hotelCode: undefined, locale: undefined });
  });

  it('is null without a script, without a src, or for a src that is not http(s)', () => {
    expect(readScriptConfig(null)).toBeNull();
    expect(readScriptConfig(document.createElement('script'))).toBeNull();
    expect(readScriptConfig(loaderScript('data:text/javascript,void 0'))).toBeNull();
  });
});
