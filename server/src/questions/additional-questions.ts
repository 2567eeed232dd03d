import type * as z from 'zod/mini';
import type { ZAdditionalQuestionsQuery } from '#domain/contracts/additional-questions-query.ts';
import type { AdditionalQuestion } from '#domain/entities/additional-question.ts';
import { isForHotel, isWithinDisplayWindow } from '#domain/rules/notifications.ts';
import type { Database } from '../db/open-database';
import { pickLocalized } from '../i18n/localized';

type Query = z.output<typeof ZAdditionalQuestionsQuery>;

type QuestionRow = {
  id: number;
  hotel_id: number | null;
  question_type: AdditionalQuestion['question_type'];
  answer_type: AdditionalQuestion['answer_type'];
  required: number;
  titles: string;
  bodies: string;
  options: string;
  labels: string;
  hotel_plan_codes: string;
  target_hotel_ids: string | null;
  display_start_date: string | null;
  display_end_date: string | null;
  enabled: number;
  multiple_choice: number;
};

export type QuestionOwner = { kind: 'hotel'; hotelId: number } | { kind: 'brand'; brandId: number; hotelId?: number | undefined };

/**
 * A hotel's or a brand's questions, filtered as asked: labels (any of them), question types, enabled, the
 * plans of the given room plans (a question for no plan in particular is for all), the display window for a
 * check-in, and for a brand, the hotel (questions for all facilities or that hotel).
 */
export function listAdditionalQuestions(db: Database, owner: QuestionOwner, query: Query, today: string): AdditionalQuestion[] {
  const rows =
    owner.kind === 'hotel'
      ? db.prepare<[number], QuestionRow>('SELECT * FROM additional_questions WHERE hotel_id = ? ORDER BY position, id').all(owner.hotelId)
      : db.prepare<[number], QuestionRow>('SELECT * FROM additional_questions WHERE brand_id = ? ORDER BY position, id').all(owner.brandId);
  const planCodes = query.room_plan_codes ? planCodesOf(db, query.room_plan_codes) : undefined;
  const labels = query.q?.labels;
  const types = query.q?.question_types;

  return rows
    .map((row): AdditionalQuestion => ({
      id: row.id,
      question_type: row.question_type,
      answer_type: row.answer_type,
      required: row.required === 1,
      title: pickLocalized(row.titles, query.locale),
      body: pickLocalized(row.bodies, query.locale),
      options: JSON.parse(row.options) as string[],
      labels: JSON.parse(row.labels) as string[],
      hotel_plan_codes: JSON.parse(row.hotel_plan_codes) as string[],
      display_start_date: row.display_start_date,
      display_end_date: row.display_end_date,
      ownable_type: row.hotel_id === null ? 'HotelBrand' : 'Hotel',
      hotel_ids: row.target_hotel_ids === null ? null : (JSON.parse(row.target_hotel_ids) as number[]),
      enabled: row.enabled === 1,
      multiple_choice: row.multiple_choice === 1,
    }))
    .filter(
      (question) =>
        (query.enabled === undefined || question.enabled === query.enabled) &&
        (labels === undefined || labels.some((label) => question.labels.includes(label))) &&
        (types === undefined || types.includes(question.question_type)) &&
        (planCodes === undefined || question.hotel_plan_codes.length === 0 || question.hotel_plan_codes.some((code) => planCodes.has(code))) &&
        (query.checkin === undefined || isWithinDisplayWindow(question, query.checkin, today)) &&
        (owner.kind === 'hotel' || owner.hotelId === undefined || isForHotel(question, owner.hotelId)),
    );
}

/** Room plan codes name a room type and a plan; questions target the plan part. */
function planCodesOf(db: Database, roomPlanCodes: readonly string[]): Set<string> {
  const find = db.prepare<[string], { code: string }>('SELECT p.code FROM room_plans rp JOIN plans p ON p.id = rp.plan_id WHERE rp.code = ?');
  return new Set(roomPlanCodes.flatMap((code) => find.all(code).map((row) => row.code)));
}
