import { describe, expect, it } from 'vitest';
import { addressText, buildQuery, rewriteAddress } from '#app/app/routing/url-rewrites.ts';
import { deobfuscate } from '#app/app/routing/protected-query.ts';

function rewrite(url: string): string {
  const parsed = new URL(url, 'https://app.example');
  return addressText(rewriteAddress({ pathname: parsed.pathname, search: parsed.search, hash: parsed.hash }));
}

describe('address rewrites (document 1 section 2, route behaviour)', () => {
  it('corrects a double slash before the query', () => {
    expect(rewrite('/booking/result//?hotel_code=a')).toBe('/booking/result/?hotel_code=a');
    expect(rewrite('/booking//result?hotel_code=a')).toBe('/booking/result?hotel_code=a');
  });

  it('turns #/path addresses into clean paths, keeping both queries', () => {
    expect(rewrite('/?hotel_code=a#/booking/result?checkin=2026-06-01')).toBe('/booking/result?hotel_code=a&checkin=2026-06-01');
    expect(rewrite('/#/reservation/guest-detail')).toBe('/reservation/guest-detail');
    expect(rewrite('/booking/result?hotel_code=a#section')).toBe('/booking/result?hotel_code=a#section');
  });

  it('rewrites a payment-number query to /payments/{no}, keeping the rest', () => {
    expect(rewrite('/?payment_no=PAY-1&hotel_code=a')).toBe('/payments/PAY-1?hotel_code=a');
    expect(rewrite('/booking/result?paymentNo=P%202')).toBe('/payments/P%202');
  });

  it('drops parameters holding an email, except on the reservation confirmation', () => {
    expect(rewrite('/booking/result?hotel_code=a&email=guest%40mail.example&ref=guest@mail.example')).toBe(
      '/booking/result?hotel_code=a',
    );
    expect(rewrite('/reservation/confirmation/R1?email=guest%40mail.example')).toBe(
      '/reservation/confirmation/R1?email=guest%40mail.example',
    );
    expect(rewrite('/booking/result?hotel_code=a&note=at%20noon')).toBe('/booking/result?hotel_code=a&note=at+noon');
  });

  it('leaves a clean address alone', () => {
    expect(rewrite('/booking/result?hotel_code=sakura-tokyo&adults=2')).toBe('/booking/result?hotel_code=sakura-tokyo&adults=2');
  });

  it('builds queries without empty values and with protected keys obfuscated', () => {
    expect(buildQuery({ a: '1', b: '', c: undefined })).toBe('?a=1');
    expect(buildQuery({})).toBe('');
    const query = new URLSearchParams(buildQuery({ lottery_access_token: 'secret-token', adults: '2' }));
    expect(query.get('lottery_access_token')).not.toBe('secret-token');
    expect(deobfuscate(query.get('lottery_access_token') ?? '')).toBe('secret-token');
    expect(query.get('adults')).toBe('2');
  });
});
