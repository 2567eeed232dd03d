import * as z from 'zod/mini';
import { ZBrandInventory } from '../entities/brand-hotel';
import { defineContract, ZNoBody } from './contract';
import { ZDateRangeQuery } from './date-range';
import { commaListParam, ZBrandIdParams } from './query-params';

export const getBrandInventory = defineContract({
  method: 'GET',
  path: '/hotel_brands/:brandId/inventory',
  params: ZBrandIdParams,
  query: z.extend(ZDateRangeQuery, { hotel_codes: z.optional(commaListParam(z.string())) }),
  body: ZNoBody,
  response: ZBrandInventory,
  session: true,
});
