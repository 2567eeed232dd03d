import { TIME } from '#domain/constants/limits.ts';
import { ZSignUpUtm, type SignUpUtm } from '#domain/entities/attribution.ts';
import { readCookie, writeCookie } from './cookies';
import type { StartupQuery } from './read-startup-query';

/** Sign-up analytics read these later (document 1 section 3); "Utm cookie: 1 day" (document 2 section 9.1). */
export const UTM_COOKIE = 'hbw_utm';

export function rememberUtm(query: Pick<StartupQuery, 'utm'>, doc?: Document): void {
  const { campaign, medium, source } = query.utm;
  if (!campaign && !medium && !source) return;
  const value = JSON.stringify({ utm_campaign: campaign, utm_medium: medium, utm_source: source });
  writeCookie(UTM_COOKIE, value, TIME.utmCookieMs, doc);
}

/** The utm a sign-up is sent with (ADR 233): the day's remembered landing, its empty or malformed parts left out. */
export function readUtm(doc?: Document): SignUpUtm | undefined {
  let stored: unknown;
  try {
    stored = JSON.parse(readCookie(UTM_COOKIE, doc) ?? 'null');
  } catch {
    return undefined;
  }
  if (typeof stored !== 'object' || stored === null) return undefined;
  const utm: Record<string, string> = {};
  for (const [key, schema] of Object.entries(ZSignUpUtm.shape)) {
    const checked = schema.safeParse((stored as Record<string, unknown>)[key] ?? undefined);
    if (checked.success && checked.data !== undefined) utm[key] = checked.data;
  }
  return Object.keys(utm).length > 0 ? utm : undefined;
}
