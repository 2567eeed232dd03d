// @vitest-environment node
// The optional LLM provider of the travel-agency search (ADR 254), against a fake OpenAI-compatible server on a
// loopback port: its answer is used only when it passes the criteria schema, anything else is the offline reading.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import { ZOtaParseAnswer } from '#domain/contracts/ota-hotels.ts';
import { parseOtaQuery } from '#domain/rules/ota-query-parser.ts';
import { DEMO_API_CLIENT } from '#server/src/index.ts';
import { llmQueryParser, offlineQueryParser, queryParserFromEnv } from '#server/src/ota/ota-query-parsers.ts';
import { createTestApi, TODAY } from './test-api';

type Handler = (body: Record<string, unknown>, request: IncomingMessage, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handle: Handler;
const received: { body: Record<string, unknown>; authorization: string | undefined }[] = [];

const chatAnswer = (content: string) => ({ id: 'chatcmpl-1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] });
const reply = (content: string): Handler => (_body, _request, response) => {
  response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(chatAnswer(content)));
};

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(text) as Record<string, unknown>;
      received.push({ body, authorization: request.headers.authorization });
      if (request.url !== '/v1/chat/completions') response.writeHead(404).end();
      else handle(body, request, response);
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  received.length = 0;
});

const TEXT = '2泊 箱根 温泉 大人2名';
const provider = () => llmQueryParser({ baseUrl, model: 'test-model', apiKey: 'sk-test', timeoutMs: 2000 });

describe('the LLM provider', () => {
  it('asks the chat-completions API with the request and the schema, and answers the model\'s criteria', async () => {
    const criteria = { nights: 2, adults: 2, area: 'hakone', amenities: ['onsen'], budget: { amount: 30000, per: 'night' } };
    handle = reply(JSON.stringify({ criteria, unknown: [] }));
    const answer = await provider()(TEXT, TODAY);
    expect(answer).toEqual({ criteria, unknown: [], source: 'llm', fallback: null });
    expect(ZOtaParseAnswer.safeParse(answer).success).toBe(true);
    expect(received).toHaveLength(1);
    expect(received[0]?.authorization).toBe('Bearer sk-test');
    expect(received[0]?.body).toMatchObject({ model: 'test-model', messages: [{ role: 'system' }, { role: 'user', content: TEXT }] });
    expect(JSON.stringify(received[0]?.body.messages)).toContain(`Today is ${TODAY}`);
  });

  it.each([
    ['a field out of the schema', JSON.stringify({ criteria: { adults: 0 }, unknown: [] })],
    ['a value not in a list', JSON.stringify({ criteria: { amenities: ['casino'] }, unknown: [] })],
    ['a place the catalogue does not know', JSON.stringify({ criteria: { area: 'atlantis' }, unknown: [] })],
    ['a checkout before the check-in', JSON.stringify({ criteria: { checkin: '2026-07-10', checkout: '2026-07-09' }, unknown: [] })],
    ['prose instead of JSON', 'Sure! Here are some hotels in Hakone.'],
    ['no unknown list', JSON.stringify({ criteria: {} })],
  ])('falls back to the offline reading on %s, and says so', async (_case, content) => {
    handle = reply(content);
    expect(await provider()(TEXT, TODAY)).toEqual({ ...parseOtaQuery(TEXT, TODAY), source: 'offline', fallback: 'invalid_answer' });
  });

  it('falls back when the API refuses, answers something else than a completion, or does not answer in time', async () => {
    handle = (_body, _request, response) => response.writeHead(500, { 'Content-Type': 'application/json' }).end('{"error":{"message":"overloaded"}}');
    expect(await provider()(TEXT, TODAY)).toMatchObject({ source: 'offline', fallback: 'unavailable' });
    handle = (_body, _request, response) => response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"object":"list"}');
    expect(await provider()(TEXT, TODAY)).toMatchObject({ source: 'offline', fallback: 'invalid_answer' });
    // Never answered: the request is dropped after the timeout, not waited for.
    handle = () => undefined;
    const slow = llmQueryParser({ baseUrl, model: 'test-model', timeoutMs: 100 });
    expect(await slow(TEXT, TODAY)).toEqual({ ...parseOtaQuery(TEXT, TODAY), source: 'offline', fallback: 'unavailable' });
    const nowhere = llmQueryParser({ baseUrl: 'http://127.0.0.1:9/v1', model: 'test-model', timeoutMs: 2000 });
    expect(await nowhere(TEXT, TODAY)).toMatchObject({ source: 'offline', fallback: 'unavailable' });
  });
});

describe('queryParserFromEnv', () => {
  it('is the offline parser unless the environment asks for the LLM with its address and model', () => {
    expect(queryParserFromEnv({})).toBe(offlineQueryParser);
    expect(queryParserFromEnv({ OTA_LLM_BASE_URL: 'http://127.0.0.1:1/v1', OTA_LLM_MODEL: 'm' })).toBe(offlineQueryParser);
    expect(() => queryParserFromEnv({ OTA_PARSER_PROVIDER: 'llm', OTA_LLM_MODEL: 'm' })).toThrow(/OTA_LLM_BASE_URL/);
    expect(() => queryParserFromEnv({ OTA_PARSER_PROVIDER: 'llm', OTA_LLM_BASE_URL: 'x', OTA_LLM_MODEL: 'm', OTA_LLM_TIMEOUT_MS: 'soon' })).toThrow();
    expect(queryParserFromEnv({ OTA_PARSER_PROVIDER: 'llm', OTA_LLM_BASE_URL: baseUrl, OTA_LLM_MODEL: 'm' })).not.toBe(offlineQueryParser);
  });
});

describe('POST /api/ota/v1/hotels/parse_query', () => {
  async function parse(api: ReturnType<typeof createTestApi>, text: string, session?: string) {
    const token =
      session ??
      ((await (
        await api.app.request('/api/client_sessions', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ client_key: DEMO_API_CLIENT.key, client_secret: DEMO_API_CLIENT.secret }),
        })
      ).json()) as { data: { client_session: string } }).data.client_session;
    return api.app.request('/api/ota/v1/hotels/parse_query', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [REQUEST_HEADERS.clientSession]: token },
      body: JSON.stringify({ text }),
    });
  }

  it('reads offline by default, with Japan\'s today, and calls nobody', async () => {
    const api = createTestApi();
    const response = await parse(api, TEXT);
    expect(response.status).toBe(200);
    expect(ZOtaParseAnswer.parse(await response.json())).toEqual({ ...parseOtaQuery(TEXT, TODAY), source: 'offline', fallback: null });
    expect(received).toHaveLength(0);
  });

  it('answers the configured provider\'s reading, and refuses a hotel site\'s session and an overlong request', async () => {
    handle = reply(JSON.stringify({ criteria: { area: 'hakone' }, unknown: ['2泊'] }));
    const api = createTestApi({ otaQueryParser: provider() });
    const response = await parse(api, TEXT);
    expect(await response.json()).toEqual({ criteria: { area: 'hakone' }, unknown: ['2泊'], source: 'llm', fallback: null });
    expect((await parse(api, TEXT, await api.newSession())).status).toBe(401);
    expect((await parse(api, 'x'.repeat(201))).status).toBe(422);
  });
});
