import { describe, expect, it } from 'vitest';
import { withoutQueryKeys } from '#loader/src/element/host-query.ts';

describe('withoutQueryKeys', () => {
  it('drops the given keys and keeps the rest of the address', () => {
    expect(
      withoutQueryKeys('https://hotel.example/rooms?booking_widget_open=search&checkin=2026-12-01&lang=ja#plans', [
        'booking_widget_open',
        'checkin',
      ]),
    ).toBe('https://hotel.example/rooms?lang=ja#plans');
  });

  it('drops every value of a repeated key', () => {
    expect(withoutQueryKeys('https://hotel.example/?filter=a&filter=b', ['filter'])).toBe('https://hotel.example/');
  });

  it('returns the address untouched when no key is there, so its encoding is kept', () => {
    const href = 'https://hotel.example/?q=a%20b';
    expect(withoutQueryKeys(href, ['checkin'])).toBe(href);
    expect(withoutQueryKeys(href, [])).toBe(href);
  });
});
