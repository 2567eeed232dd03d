import * as z from 'zod/mini';
import { ZAdditionalQuestion } from '../entities/additional-question';
import { ZAdditionalQuestionsQuery } from './additional-questions-query';
import { defineContract, ZNoBody } from './contract';
import { ZHotelIdParams } from './query-params';

export const getHotelAdditionalQuestions = defineContract({
  method: 'GET',
  path: '/hotels/:hotelId/additional_questions',
  params: ZHotelIdParams,
  query: ZAdditionalQuestionsQuery,
  body: ZNoBody,
  response: z.object({ additional_questions: z.array(ZAdditionalQuestion) }),
  session: true,
});
