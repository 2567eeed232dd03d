import * as z from 'zod/mini';
import { UI_LOCALES } from '../constants/locales';
import { ZCancellationPolicy } from '../entities/cancellation-policy';
import { defineContract, ZNoBody } from './contract';
import { ZPositiveIntParam } from './query-params';

export const getCancellationPolicy = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/cancellation_policies/:policyId',
  params: z.object({ hotelId: ZPositiveIntParam, policyId: ZPositiveIntParam }),
  query: z.object({ locale: z._default(z.enum(UI_LOCALES), 'ja') }),
  body: ZNoBody,
  response: ZCancellationPolicy,
  session: true,
});
