import { TIME } from '#domain/constants/limits.ts';
import { writeCookie } from '#app/platform/cookies.ts';
import type { StartupQuery } from '#app/platform/read-startup-query.ts';

/** Sign-up analytics read these later (document 1 section 3); "Utm cookie: 1 day" (document 2 section 9.1). */
export const UTM_COOKIE = 'hbw_utm';

export function rememberUtm(query: Pick<StartupQuery, 'utm'>, doc?: Document): void {
  const { campaign, medium, source } = query.utm;
  if (!campaign && !medium && !source) return;
  const value = JSON.stringify({ utm_campaign: campaign, utm_medium: medium, utm_source: source });
  writeCookie(UTM_COOKIE, value, TIME.utmCookieMs, doc);
}
