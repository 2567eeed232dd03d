import { isUiLocale, type UiLocale } from '#domain/constants/locales.ts';

/**
 * "Search query parameters read at start" (document 1 section 2), read once from the page address into one typed
 * object. Absent or empty parameters are null (false for flags, [] for lists).
 */
export type StartupQuery = {
  /** hotel_code, else code. */
  hotelCode: string | null;
  /** The locale the address asks for; the hotel's settings decide whether it is allowed. */
  locale: string | null;
  fromChatbot: boolean;
  parentUrl: string | null;
  parentPathname: string | null;
  hotelId: string | null;
  metasearchSource: string | null;
  /** iframe=chatbot: the app runs inside the chatbot. */
  inChatbot: boolean;
  segmentIds: string[];
  /** accessToken, else login_token. */
  accessToken: string | null;
  otid: string | null;
  oneTimeAccessToken: string | null;
  authAutoMessageId: string | null;
  chatbotUserId: string | null;
  iconMessageId: string | null;
  utm: { campaign: string | null; medium: string | null; source: string | null };
  ads: {
    campaignid: string | null;
    adgroupid: string | null;
    keyword: string | null;
    gclid: string | null;
    yclid: string | null;
  };
  chatbotSync: boolean;
  preview: boolean;
  mcpCurrency: string | null;
  currency: string | null;
  customBotTest: boolean;
  /** maintenance_mode=false lets staff past the maintenance page. */
  maintenanceBypass: boolean;
  refreshToken: string | null;
  /** email_id: the email conversion tracking id, sent with every request. */
  emailConversionTrackingId: string | null;
};

function text(query: URLSearchParams, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = query.get(key)?.trim();
    if (value) return value;
  }
  return null;
}

function flag(query: URLSearchParams, key: string, expected = 'true'): boolean {
  return query.get(key)?.trim().toLowerCase() === expected;
}

export function readStartupQuery(search: string): StartupQuery {
  const query = new URLSearchParams(search);
  return {
    hotelCode: text(query, 'hotel_code', 'code'),
    locale: text(query, 'locale'),
    fromChatbot: flag(query, 'fromChatbot'),
    parentUrl: text(query, 'parentUrl'),
    parentPathname: text(query, 'parentPathname'),
    hotelId: text(query, 'hotel_id'),
    metasearchSource: text(query, 'metasearch_source'),
    inChatbot: flag(query, 'iframe', 'chatbot'),
    segmentIds: (text(query, 'segment_ids') ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
    accessToken: text(query, 'accessToken', 'login_token'),
    otid: text(query, 'otid'),
    oneTimeAccessToken: text(query, 'one_time_access_token'),
    authAutoMessageId: text(query, 'auth_auto_message_id'),
    chatbotUserId: text(query, 'chatbot_user_id'),
    iconMessageId: text(query, 'icon_message_id'),
    utm: {
      campaign: text(query, 'utm_campaign'),
      medium: text(query, 'utm_medium'),
      source: text(query, 'utm_source'),
    },
    ads: {
      campaignid: text(query, 'campaignid'),
      adgroupid: text(query, 'adgroupid'),
      keyword: text(query, 'keyword'),
      gclid: text(query, 'gclid'),
      yclid: text(query, 'yclid'),
    },
    chatbotSync: flag(query, 'chatbot_sync'),
    preview: flag(query, 'tripla_preview'),
    mcpCurrency: text(query, 'mcp_currency'),
    currency: text(query, 'currency'),
    customBotTest: flag(query, 'custom_bot_test'),
    maintenanceBypass: flag(query, 'maintenance_mode', 'false'),
    refreshToken: text(query, 'refresh_token'),
    emailConversionTrackingId: text(query, 'email_id'),
  };
}

/**
 * Keys of the startup query that carry a sign-in (document 1 section 2: accessToken or login_token,
 * one_time_access_token, refresh_token). The startup spends them; they must never stay in the address, where the
 * frame's history, a bookmark, analytics (page_location) or an error report would keep them.
 */
export const STARTUP_TOKEN_KEYS = ['accessToken', 'login_token', 'one_time_access_token', 'refresh_token'] as const;

/** The address without its sign-in tokens, or null when it has none (nothing to replace). */
export function addressWithoutTokens(href: string, keys: readonly string[] = STARTUP_TOKEN_KEYS): string | null {
  const url = new URL(href);
  if (!keys.some((key) => url.searchParams.has(key))) return null;
  for (const key of keys) url.searchParams.delete(key);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The brand's custom authentication (SSO) code leaves the address as soon as the hotel's settings name its key
 * (ADR 190; it cannot be known before): out of the frame's history and of error reports from then on. The router,
 * created before, still holds it in memory for AuthEffects, which spends it and drops it from the router's address.
 */
export function removeCustomAuthCodeFromAddress(tokenName: string | null | undefined): void {
  if (!tokenName) return;
  const without = addressWithoutTokens(window.location.href, [tokenName]);
  if (without !== null) window.history.replaceState(window.history.state, '', without);
}

/**
 * The language to speak before the hotel's settings say which are allowed (the loading text, or the page
 * explaining that the hotel code is missing): the address's locale, else the browser's, else Japanese.
 */
export function provisionalLocale(wanted: string | null, browserLanguages: readonly string[]): UiLocale {
  if (wanted && isUiLocale(wanted)) return wanted;
  for (const language of browserLanguages) {
    const tag = language.toLowerCase();
    if (tag.startsWith('zh')) return /hant|-tw|-hk|-mo/.test(tag) ? 'zh_Hant' : 'zh_Hans';
    const base = tag.split('-')[0] ?? '';
    if (isUiLocale(base)) return base;
  }
  return 'ja';
}
