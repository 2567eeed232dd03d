import { describe, expect, it } from 'vitest';
import { widgetUrl } from '../../loader/src/element/widget-url';

const config = { appOrigin: 'https://book.example.com' };

describe('widgetUrl', () => {
  it('opens the results page of the hotel on the app origin', () => {
    expect(widgetUrl(config, { hotelCode: 'sakura-tokyo', locale: 'ja' })).toBe(
      'https://book.example.com/booking/result?hotel_code=sakura-tokyo&locale=ja',
    );
  });

  it('leaves locale out when neither the element nor the script sets one', () => {
    expect(widgetUrl(config, { hotelCode: 'sakura-tokyo' })).toBe(
      'https://book.example.com/booking/result?hotel_code=sakura-tokyo',
    );
  });

  it('prefers the element attributes over the script tag defaults', () => {
    const withDefaults = { ...config, hotelCode: 'default-hotel', locale: 'ko' };
    expect(widgetUrl(withDefaults, { hotelCode: 'sakura-tokyo', locale: 'en' })).toContain(
      'hotel_code=sakura-tokyo&locale=en',
    );
    expect(widgetUrl(withDefaults, { hotelCode: ' ', locale: undefined })).toContain('hotel_code=default-hotel&locale=ko');
  });

  it('is null without any hotel code', () => {
    expect(widgetUrl(config, {})).toBeNull();
    expect(widgetUrl(config, { hotelCode: '   ', locale: 'en' })).toBeNull();
  });

  it('encodes what the host typed rather than letting it reshape the address', () => {
    const url = new URL(widgetUrl(config, { hotelCode: 'a&locale=xx#top' }) ?? '');
    expect(url.origin).toBe('https://book.example.com');
    expect(url.pathname).toBe('/booking/result');
    expect(url.searchParams.get('hotel_code')).toBe('a&locale=xx#top');
    expect(url.searchParams.has('locale')).toBe(false);
  });
});
