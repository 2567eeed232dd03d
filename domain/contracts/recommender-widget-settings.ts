import * as z from 'zod/mini';
import { UI_LOCALES } from '../constants/locales';
import { ZHotelCode } from '../entities/common';
import { ZRecommenderWidgetSettings } from '../entities/recommendation';
import { defineContract, ZNoBody } from './contract';

/** Public like the booking widget settings: the headless widget reads it before it has a session. */
export const getRecommenderWidgetSettings = defineContract({
  method: 'GET',
  path: '/hotels/:hotelCode/settings/recommender_widget',
  params: z.object({ hotelCode: ZHotelCode }),
  query: z.object({ locale: z._default(z.enum(UI_LOCALES), 'ja') }),
  body: ZNoBody,
  response: ZRecommenderWidgetSettings,
  session: false,
});
