import { describe, expect, it } from 'vitest';
import { ZBooker, ZEmail, ZPersonName, ZPhone } from '#domain/entities/reservation.ts';

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('booker fields', () => {
  it('accepts a phone of half-width digits and +, and nothing else', () => {
    expect(ZPhone.safeParse('+81312345678').success).toBe(true);
    expect(firstIssue(ZPhone.safeParse('03-1234-5678'))).toBe('invalid_phone');
    expect(firstIssue(ZPhone.safeParse('０３１２３４'))).toBe('invalid_phone');
    expect(firstIssue(ZPhone.safeParse(''))).toBe('required');
  });

  it('accepts a valid email only', () => {
    expect(ZEmail.safeParse('guest@example.com').success).toBe(true);
    expect(firstIssue(ZEmail.safeParse('guest@'))).toBe('invalid_email');
    expect(firstIssue(ZEmail.safeParse('   '))).toBe('required');
  });

  it('accepts romanised and locale-script names and rejects digits and symbols', () => {
    for (const name of ['Taro', "O'Neil", 'Jean-Luc', 'たろう', 'タロウ', '太郎', '민준', 'สมชาย']) {
      expect(ZPersonName.safeParse(name).success, name).toBe(true);
    }
    expect(firstIssue(ZPersonName.safeParse('R2D2'))).toBe('unsupported_characters');
    expect(firstIssue(ZPersonName.safeParse('<script>'))).toBe('unsupported_characters');
    expect(firstIssue(ZPersonName.safeParse('a'.repeat(256)))).toBe('too_long');
  });

  it('validates a whole booker', () => {
    const booker = { first_name: 'Hanako', last_name: 'Sato', email: 'hanako@example.com', phone: '0312345678' };
    expect(ZBooker.parse(booker)).toEqual(booker);
    expect(ZBooker.safeParse({ ...booker, email: 'x' }).success).toBe(false);
  });
});
