// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readStartupQuery } from '#app/platform/read-startup-query.ts';
import { readUtm, rememberUtm, UTM_COOKIE } from '#app/platform/utm-cookie.ts';

describe('utm on sign-up', () => {
  it('reads the remembered campaign, leaving out empty and malformed parts', () => {
    rememberUtm(readStartupQuery('?utm_source=news&utm_campaign=spring'));
    expect(readUtm()).toEqual({ utm_source: 'news', utm_campaign: 'spring' });
    document.cookie = `${UTM_COOKIE}=${encodeURIComponent(JSON.stringify({ utm_source: 'x'.repeat(300), utm_medium: 'mail' }))}; Path=/`;
    expect(readUtm()).toEqual({ utm_medium: 'mail' });
    document.cookie = `${UTM_COOKIE}=not-json; Path=/`;
    expect(readUtm()).toBeUndefined();
  });
});
