import * as z from 'zod/mini';
import { ZHotelCode } from '../entities/common';
import { ZBookingWidgetSettings } from '../entities/settings';
import { defineContract, ZNoBody, ZNone } from './contract';

/** Public: the app reads settings before it has a session, to learn the hotel's brand. */
export const getBookingWidgetSettings = defineContract({
  method: 'GET',
  path: '/hotels/:hotelCode/settings/booking_widget',
  params: z.object({ hotelCode: ZHotelCode }),
  query: ZNone,
  body: ZNoBody,
  response: ZBookingWidgetSettings,
  session: false,
});
