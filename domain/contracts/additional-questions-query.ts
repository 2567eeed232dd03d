import * as z from 'zod/mini';
import { UI_LOCALES } from '../constants/locales';
import { QUESTION_TYPES } from '../entities/additional-question';
import { ZIsoDate } from '../entities/common';
import { jsonParam, ZBooleanParam, ZCodeList } from './query-params';

/**
 * q is JSON: `labels` keeps questions carrying at least one of them, `question_types` those of these types.
 * checkin applies the display window rule (domain/rules/notifications.ts) on the server.
 */
export const ZAdditionalQuestionsQuery = z.object({
  q: z.optional(
    jsonParam(
      z.object({ labels: z.optional(z.array(z.string())), question_types: z.optional(z.array(z.enum(QUESTION_TYPES))) }),
      'q must be a JSON object',
    ),
  ),
  room_plan_codes: z.optional(ZCodeList),
  enabled: z.optional(ZBooleanParam),
  checkin: z.optional(ZIsoDate),
  locale: z._default(z.enum(UI_LOCALES), 'ja'),
});
