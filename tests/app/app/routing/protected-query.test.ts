import { describe, expect, it } from 'vitest';
import { deobfuscate, obfuscate, readQueryParam } from '#app/app/routing/protected-query.ts';

describe('protected query keys (inverted base64)', () => {
  it.each(['abc', 'token-with-symbols+/=?&', 'ひらがなトークン', ''])('round-trips %s', (value) => {
    expect(deobfuscate(obfuscate(value))).toBe(value);
  });

  it('is base64url of the value, reversed, and safe in a query', () => {
    expect(obfuscate('abc')).toBe('jJWY');
    expect(obfuscate('a-long?token&x=1')).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('reads protected keys in plain text and leaves others as they are', () => {
    const query = new URLSearchParams({ lottery_access_token: obfuscate('t0k3n'), adults: '2' });
    expect(readQueryParam(query, 'lottery_access_token')).toBe('t0k3n');
    expect(readQueryParam(query, 'adults')).toBe('2');
    expect(readQueryParam(query, 'missing')).toBeNull();
    expect(readQueryParam(new URLSearchParams({ reset_password_token: '%%%' }), 'reset_password_token')).toBeNull();
  });
});
