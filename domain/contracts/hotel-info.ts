import * as z from 'zod/mini';
import { UI_LOCALES } from '../constants/locales';
import { ZHotelInfo } from '../entities/hotel-info';
import { defineContract, ZNoBody } from './contract';
import { ZPositiveIntParam } from './query-params';

/** Document 2 section 7.9, `GET /hotels/{id}`. */
export const getHotelInfo = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId',
  params: z.object({ hotelId: ZPositiveIntParam }),
  query: z.object({ locale: z._default(z.enum(UI_LOCALES), 'ja') }),
  body: ZNoBody,
  response: ZHotelInfo,
  session: true,
});
