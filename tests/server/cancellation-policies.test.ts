// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { getCancellationPolicies, getCancellationPolicy } from '#domain/contracts/index.ts';
import { createSearchApi } from './search-api';
import { errorOf, KYOTO, TOKYO } from './test-api';

let api: Awaited<ReturnType<typeof createSearchApi>>;
beforeAll(async () => {
  api = await createSearchApi();
});

const listPath = `/hotels/${TOKYO.id}/cancellation_policies`;

describe('GET /hotels/:hotelId/cancellation_policies', () => {
  it('groups the asked room plans by their policy and lists those without one', async () => {
    const answer = await api.json(getCancellationPolicies, listPath, {
      room_plan_codes: 'deluxe-twin_room-only,junior-suite_breakfast,deluxe-twin_non-refundable,standard-single_solo-traveller',
      locale: 'en',
    });
    expect(answer.no_policy_room_plan_codes).toEqual(['standard-single_solo-traveller']);
    const [standard, strict] = answer.cancellation_policies;
    expect(standard).toMatchObject({
      name: 'Standard cancellation policy',
      cancel_before_at: '18:00',
      no_show_percentage_of_cost: 100,
      room_plan_codes: ['deluxe-twin_room-only', 'junior-suite_breakfast'],
      cancellation_policy_parts: [
        { days_before: 7, hours_after: 0, percentage_of_cost: 20 },
        { days_before: 3, hours_after: 0, percentage_of_cost: 50 },
        { days_before: 1, hours_after: 0, percentage_of_cost: 80 },
      ],
    });
    expect(strict).toMatchObject({ name: 'Non-refundable', room_plan_codes: ['deluxe-twin_non-refundable'] });
  });

  it('answers 422 for an unknown room plan or none at all', async () => {
    const unknown = await api.get(listPath, { room_plan_codes: 'deluxe-twin_room-only,nope' });
    expect(unknown.status).toBe(422);
    expect((await errorOf(unknown)).details).toHaveProperty('room_plan_codes.1');
    expect((await api.get(listPath)).status).toBe(422);
  });
});

describe('GET /hotels/:hotelId/cancellation_policies/:policyId', () => {
  it('answers one of the hotel\'s policies, and 404 for another hotel\'s', async () => {
    const list = await api.json(getCancellationPolicies, listPath, { room_plan_codes: 'deluxe-twin_member-room-only' });
    const id = list.cancellation_policies[0]?.id ?? 0;
    const policy = await api.json(getCancellationPolicy, `${listPath}/${id}`, { locale: 'ja' });
    expect(policy).toEqual({
      id,
      name: 'フレキシブル：前日まで無料',
      cancel_before_at: '12:00',
      no_show_percentage_of_cost: 100,
      cancellation_policy_parts: [
        { days_before: 1, hours_after: 0, percentage_of_cost: 30 },
        { days_before: 0, hours_after: 3, percentage_of_cost: 100 },
      ],
    });
    expect((await api.get(`/hotels/${KYOTO.id}/cancellation_policies/${id}`)).status).toBe(404);
    expect((await api.get(`${listPath}/999999`)).status).toBe(404);
  });

  it('refuses another brand\'s session', async () => {
    expect((await api.get(`${listPath}/1`, {}, api.umiSession)).status).toBe(401);
  });
});
