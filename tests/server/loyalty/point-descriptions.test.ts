import { describe, expect, it } from 'vitest';
import { UI_LOCALES } from '#domain/constants/locales.ts';
import { describeEntry } from '#server/src/loyalty/stay-points.ts';

const KINDS = ['earned_from_stay', 'spent_on_reservation', 'refunded_from_reservation', 'points_expired', 'digico_exchange', 'welcome_bonus'] as const;
const row = (description: string) => ({ id: 1, available_on: '2026-06-01', kind: 'gained' as const, description, points: 100, expires_on: null, reservation_number: 'R-123' });

describe('point history descriptions', () => {
  it('are written in every locale of the app, not left in English', () => {
    const english = describeEntry('en');
    for (const locale of UI_LOCALES.filter((candidate) => candidate !== 'en')) {
      const described = describeEntry(locale);
      for (const kind of KINDS) {
        const text = described(row(kind));
        expect(text, `${locale} ${kind}`).not.toBe(english(row(kind)));
        expect(text, `${locale} ${kind}`).not.toBe(kind);
      }
    }
  });

  it('name the reservation where there is one, and leave no dangling space without one', () => {
    for (const locale of UI_LOCALES) {
      expect(describeEntry(locale)(row('spent_on_reservation'))).toContain('R-123');
      const bare = describeEntry(locale)({ ...row('earned_from_stay'), reservation_number: null });
      expect(bare).toBe(bare.trim());
      expect(bare).not.toMatch(/\s{2}/);
    }
  });
});
