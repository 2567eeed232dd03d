import * as z from 'zod/mini';
import { ZAdditionalQuestion } from '../entities/additional-question';
import { ZAdditionalQuestionsQuery } from './additional-questions-query';
import { defineContract, ZNoBody } from './contract';
import { ZBrandIdParams, ZPositiveIntParam } from './query-params';

/** With hotel_id, only questions for all facilities or that hotel (domain/rules/notifications.ts). */
export const getBrandAdditionalQuestions = defineContract({
  method: 'GET',
  path: '/hotel_brands/:brandId/additional_questions',
  params: ZBrandIdParams,
  query: z.extend(ZAdditionalQuestionsQuery, { hotel_id: z.optional(ZPositiveIntParam) }),
  body: ZNoBody,
  response: z.object({ additional_questions: z.array(ZAdditionalQuestion) }),
  session: true,
});
