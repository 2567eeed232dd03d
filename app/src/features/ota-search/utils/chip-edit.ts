import * as z from 'zod/mini';
import { placeById } from '#domain/constants/japan-places.ts';
import { HOTEL_AMENITIES, HOTEL_TYPES, MEAL_PLANS, ZOtaCriteria, type OtaCriteria } from '#domain/entities/ota-criteria.ts';
import { nightsBetween } from '#domain/rules/nights.ts';
import { toFormDate, ZFormDate } from '#app/shared/stay-search/form-date.ts';
import type { Chip } from './criteria-chips';

/** The most one edited stay may be, as the parser reads it (ZOtaCriteria's nights). */
const MAX_NIGHTS = 30;
/** A budget above this is a typo, not a budget. */
const MAX_BUDGET = 10_000_000;

/** What a chip's editor holds, all as typed; each kind of chip reads only its own fields. */
export type ChipDraft = { checkin: string; checkout: string; count: string; ages: string; amount: string; per: 'night' | 'stay'; value: string };

/** The kind of chip a key names: the criterion it edits ("amenities:onsen" is an amenities chip). */
type ChipKind = 'dates' | 'nights' | 'adults' | 'children' | 'rooms' | 'area' | 'budget' | 'types' | 'amenities' | 'meals';

export function chipKind(chip: Chip): ChipKind {
  return chip.key.split(':')[0] as ChipKind;
}

/** The editor's starting values: the criterion as it is. */
export function chipDraft(criteria: OtaCriteria, chip: Chip): ChipDraft {
  const count = { nights: criteria.nights, adults: criteria.adults, children: criteria.children, rooms: criteria.rooms }[chipKind(chip) as 'nights'];
  return {
    checkin: criteria.checkin ? toFormDate(criteria.checkin) : '',
    checkout: criteria.checkout ? toFormDate(criteria.checkout) : '',
    count: count === undefined ? '' : String(count),
    ages: (criteria.children_ages ?? []).join(', '),
    amount: criteria.budget ? String(criteria.budget.amount) : '',
    per: criteria.budget?.per ?? 'night',
    value: chip.key.split(':')[1] ?? criteria.area ?? '',
  };
}

/** A whole number typed in any width ("２", " 3 "), between min and max; else the given ota errors key. */
function wholeNumber(min: number, max: number, message: string) {
  return z.pipe(
    z.string(),
    z.transform((text: string, context): number => {
      const normalized = text.normalize('NFKC').replaceAll(',', '').trim();
      const value = /^\d+$/.test(normalized) ? Number(normalized) : NaN;
      if (value >= min && value <= max) return value;
      context.issues.push({ code: 'custom', message, input: text });
      return z.NEVER;
    }),
  );
}

/** "3, 5" or "3、5" as ages 0–17; empty is none. */
const ZAges = z.pipe(
  z.string(),
  z.transform((text: string, context): number[] => {
    const parts = text.normalize('NFKC').split(/[,、،\s]+/).filter(Boolean);
    const ages = parts.map((part) => (/^\d{1,2}$/.test(part) ? Number(part) : NaN));
    if (ages.every((age) => age >= 0 && age <= 17)) return ages;
    context.issues.push({ code: 'custom', message: 'agesFormat', input: text });
    return z.NEVER;
  }),
);

const LISTS = { types: HOTEL_TYPES, amenities: HOTEL_AMENITIES, meals: MEAL_PLANS } as const;

/**
 * What an edited chip changes in the criteria, or what is wrong with it field by field (messages are keys of the
 * ota catalog's errors). The dates are those of the search form, a check-in from today on.
 */
export function chipEditSchema(kind: ChipKind, today: string) {
  const patch = (schema: z.ZodMiniType<Partial<OtaCriteria>, Partial<ChipDraft>>) => schema;
  switch (kind) {
    case 'dates':
      return patch(
        z.pipe(
          z
            .object({ checkin: ZFormDate.check(z.refine((date) => date >= today, 'checkinPast')), checkout: ZFormDate })
            .check(
              z.refine((stay) => stay.checkout > stay.checkin, { message: 'checkoutOrder', path: ['checkout'] }),
              z.refine((stay) => stay.checkout <= stay.checkin || nightsBetween(stay.checkin, stay.checkout) <= MAX_NIGHTS, { message: 'stayLength', path: ['checkout'] }),
            ),
          z.transform((stay): Partial<OtaCriteria> => ({ ...stay, nights: undefined })),
        ),
      );
    case 'nights':
      return patch(z.pipe(z.object({ count: wholeNumber(1, MAX_NIGHTS, 'nightsRange') }), z.transform(({ count }): Partial<OtaCriteria> => ({ nights: count }))));
    case 'adults':
      return patch(z.pipe(z.object({ count: wholeNumber(1, 20, 'adultsRange') }), z.transform(({ count }): Partial<OtaCriteria> => ({ adults: count }))));
    case 'rooms':
      return patch(z.pipe(z.object({ count: wholeNumber(1, 10, 'roomsRange') }), z.transform(({ count }): Partial<OtaCriteria> => ({ rooms: count }))));
    case 'children':
      return patch(
        z.pipe(
          z
            .object({ count: wholeNumber(0, 10, 'childrenRange'), ages: ZAges })
            .check(z.refine((kids) => kids.ages.length <= kids.count, { message: 'agesCount', path: ['ages'] })),
          z.transform(({ count, ages }): Partial<OtaCriteria> => ({ children: count, children_ages: ages.length > 0 ? ages : undefined })),
        ),
      );
    case 'budget':
      return patch(
        z.pipe(
          z.object({ amount: wholeNumber(1, MAX_BUDGET, 'budgetRange'), per: z.enum(['night', 'stay']) }),
          z.transform(({ amount, per }): Partial<OtaCriteria> => ({ budget: { amount, per } })),
        ),
      );
    case 'area':
      return patch(
        z.pipe(
          z.object({ value: z.string().check(z.refine((id) => placeById(id) !== undefined, 'areaUnknown')) }),
          z.transform(({ value }): Partial<OtaCriteria> => ({ area: value })),
        ),
      );
    default:
      return patch(z.pipe(z.object({ value: z.enum(LISTS[kind] as unknown as [string, ...string[]]) }), z.transform(({ value }): Partial<OtaCriteria> => ({ [kind]: [value] }))));
  }
}

/**
 * The criteria with one chip edited: a list item is swapped for the new value in its place (kept once if it was
 * already there); other chips take their fields, an undefined field is dropped. The result passes ZOtaCriteria.
 */
export function withEditedChip(criteria: OtaCriteria, chip: Chip, patch: Partial<OtaCriteria>): OtaCriteria {
  const kind = chipKind(chip);
  const next: Record<string, unknown> = { ...criteria };
  if (kind === 'types' || kind === 'amenities' || kind === 'meals') {
    const [value] = patch[kind] ?? [];
    const old = chip.key.split(':')[1];
    const list = (criteria[kind] ?? []) as string[];
    next[kind] = [...new Set(list.map((item) => (item === old ? value : item)))];
  } else {
    for (const [field, value] of Object.entries(patch)) {
      if (value === undefined) delete next[field];
      else next[field] = value;
    }
  }
  return ZOtaCriteria.parse(next);
}
