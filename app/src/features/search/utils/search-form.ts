import * as z from 'zod/mini';
import type { IsoDate } from '#domain/entities/common.ts';
import type { CriteriaSettings, SearchCriteriaState } from './search-criteria';
import { hasErrors, validateCriteria } from './validate-criteria';

/**
 * The search form's schema: the criteria as the form holds them, checked with the search's own rules
 * (validateCriteria), each message (a key of the search catalog's errors) at its field: `checkin`, `checkout`,
 * `undated`, or `rooms.{index}` for a room's guests.
 */
export function searchFormSchema(settings: CriteriaSettings, hotelToday: IsoDate) {
  return z.custom<SearchCriteriaState>().check(
    z.superRefine((criteria, ctx) => {
      const errors = validateCriteria(criteria, settings, hotelToday);
      if (!hasErrors(errors)) return;
      for (const field of ['checkin', 'checkout', 'undated'] as const) {
        const message = errors[field];
        if (message) ctx.addIssue({ code: 'custom', message, path: [field], input: criteria[field] });
      }
      for (const [index, message] of Object.entries(errors.rooms)) {
        ctx.addIssue({ code: 'custom', message, path: ['rooms', Number(index)], input: criteria.rooms[Number(index)] });
      }
    }),
  );
}
