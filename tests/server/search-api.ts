import * as z from 'zod/mini';
import { REQUEST_HEADERS, type Contract } from '#domain/contracts/index.ts';
import { createTestApi, OSAKA, TOKYO } from './test-api';

/**
 * One seeded API for a whole test file (seeding takes a few hundred milliseconds), with a session per brand
 * and a GET helper that sends the session and encodes the query.
 */
export async function createSearchApi() {
  const api = createTestApi();
  const sakuraSession = await api.newSession(TOKYO.code);
  const umiSession = await api.newSession(OSAKA.code);

  async function get(path: string, query: Record<string, string | number | boolean | object> = {}, session = sakuraSession) {
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]) => [key, typeof value === 'object' ? JSON.stringify(value) : String(value)]),
    );
    return api.app.request(`${path}?${search.toString()}`, { headers: { [REQUEST_HEADERS.clientSession]: session } });
  }

  /** A 200 answer parsed with the contract's response schema, so the tests read it fully typed. */
  async function json<C extends Contract>(
    contract: C,
    path: string,
    query: Record<string, string | number | boolean | object> = {},
    session = sakuraSession,
  ): Promise<z.output<C['response']>> {
    const response = await get(path, query, session);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return z.parse(contract.response, await response.json()) as z.output<C['response']>;
  }

  return { ...api, sakuraSession, umiSession, get, json };
}
