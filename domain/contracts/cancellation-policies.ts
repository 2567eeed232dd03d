import * as z from 'zod/mini';
import { UI_LOCALES } from '../constants/locales';
import { ZPlanCancellationPolicy } from '../entities/cancellation-policy';
import { defineContract, ZNoBody } from './contract';
import { ZCodeList, ZHotelIdParams } from './query-params';

/** The policies of the asked room plans; a plan without a policy is listed under no_policy_room_plan_codes. */
export const getCancellationPolicies = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/cancellation_policies',
  params: ZHotelIdParams,
  query: z.object({ room_plan_codes: ZCodeList, locale: z._default(z.enum(UI_LOCALES), 'ja') }),
  body: ZNoBody,
  response: z.object({
    cancellation_policies: z.array(ZPlanCancellationPolicy),
    no_policy_room_plan_codes: z.array(z.string()),
  }),
  session: true,
});
