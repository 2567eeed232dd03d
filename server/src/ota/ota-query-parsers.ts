// The travel-agency search's request parser behind one interface (ADR 254): the offline rules by default, an
// OpenAI-compatible chat-completions model when the environment names one. Both answer domain's ZOtaParse; a model
// answer that does not pass it (or names a place the catalogue does not know) is replaced by the offline reading,
// and the answer says so.
import type { OtaParseAnswer } from '#domain/contracts/ota-hotels.ts';
import { JAPAN_PLACES, placeById } from '#domain/constants/japan-places.ts';
import { HOTEL_AMENITIES, HOTEL_TYPES, MEAL_PLANS, ZOtaParse, type OtaParse } from '#domain/entities/ota-criteria.ts';
import { parseOtaQuery } from '#domain/rules/ota-query-parser.ts';

/** Reads a traveller's request; `today` is Japan's date (YYYY-MM-DD), which relative dates count from. */
export type OtaQueryParser = (text: string, today: string) => Promise<OtaParseAnswer>;

type LlmProviderConfig = {
  /** The API's base URL, e.g. https://api.openai.com/v1; `/chat/completions` is appended. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** A model slower than this is not waited for: the offline reading answers. */
  timeoutMs: number;
};

const DEFAULT_TIMEOUT_MS = 8000;

export const offlineQueryParser: OtaQueryParser = (text, today) =>
  Promise.resolve({ ...parseOtaQuery(text, today), source: 'offline', fallback: null });

function systemPrompt(today: string): string {
  const places = JAPAN_PLACES.map((place) => `${place.id} (${place.en}, ${place.ja})`).join('; ');
  return [
    'You read a hotel search request for Japan, in Japanese or English, into JSON and answer with JSON only:',
    '{"criteria": {...}, "unknown": [words of the request you could not read]}.',
    `Today is ${today}. criteria fields, all optional: checkin and checkout (YYYY-MM-DD), nights (1-30, only without dates),`,
    'adults (1-20), children (0-10), children_ages (ints 0-17), rooms (1-10), budget {"amount": yen integer, "per": "night"|"stay"},',
    `area (one id of this list), types (${HOTEL_TYPES.join(', ')}), amenities (${HOTEL_AMENITIES.join(', ')}), meals (${MEAL_PLANS.join(', ')}).`,
    `Areas: ${places}.`,
  ].join('\n');
}

/** The model's answer as criteria, or null when it is not an answer of the schema (or names an unknown place). */
function readModelAnswer(body: unknown): OtaParse | null {
  const content = (body as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]?.message?.content;
  if (typeof content !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return null;
  }
  const parsed = ZOtaParse.safeParse(json);
  if (!parsed.success) return null;
  const { criteria } = parsed.data;
  if (criteria.area !== undefined && !placeById(criteria.area)) return null;
  if (criteria.checkin && criteria.checkout && criteria.checkout <= criteria.checkin) return null;
  return parsed.data;
}

/** An OpenAI-compatible chat-completions provider, falling back to the offline rules on any failure. */
export function llmQueryParser(config: LlmProviderConfig, fetchImpl: typeof fetch = fetch): OtaQueryParser {
  return async (text, today) => {
    let body: unknown;
    try {
      const response = await fetchImpl(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(config.apiKey && { Authorization: `Bearer ${config.apiKey}` }) },
        body: JSON.stringify({
          model: config.model,
          temperature: 0,
          response_format: { type: 'json_object' },
          messages: [
            { role: 'system', content: systemPrompt(today) },
            { role: 'user', content: text },
          ],
        }),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      if (!response.ok) return { ...(await offlineQueryParser(text, today)), fallback: 'unavailable' };
      body = await response.json();
    } catch {
      // Refused, timed out, or not JSON at all: the provider is not there for this request.
      return { ...(await offlineQueryParser(text, today)), fallback: 'unavailable' };
    }
    const answer = readModelAnswer(body);
    if (!answer) return { ...(await offlineQueryParser(text, today)), fallback: 'invalid_answer' };
    return { ...answer, source: 'llm', fallback: null };
  };
}

/**
 * The parser the environment asks for: OTA_PARSER_PROVIDER=llm with OTA_LLM_BASE_URL and OTA_LLM_MODEL (and
 * OTA_LLM_API_KEY, OTA_LLM_TIMEOUT_MS if needed). Anything else, the default included, is the offline parser, so
 * nothing calls out unless it is asked to.
 */
export function queryParserFromEnv(env: Record<string, string | undefined>): OtaQueryParser {
  const { OTA_PARSER_PROVIDER: provider, OTA_LLM_BASE_URL: baseUrl, OTA_LLM_MODEL: model, OTA_LLM_API_KEY: apiKey, OTA_LLM_TIMEOUT_MS: timeout } = env;
  if (provider !== 'llm') return offlineQueryParser;
  if (!baseUrl || !model) throw new Error('OTA_PARSER_PROVIDER=llm needs OTA_LLM_BASE_URL and OTA_LLM_MODEL');
  const timeoutMs = timeout ? Number(timeout) : DEFAULT_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new Error('OTA_LLM_TIMEOUT_MS must be a positive integer');
  return llmQueryParser({ baseUrl, model, timeoutMs, ...(apiKey && { apiKey }) });
}
