import type { EmbedLocale } from '../shared/embed-locale';

/**
 * The launcher's text per UI locale. It lives in the bootstrap, not with the element chunk's words: the launcher
 * is drawn at page load, before the element chunk is fetched.
 */
export const LAUNCHER_LABELS: Record<EmbedLocale, string> = {
  ja: '予約する',
  en: 'Book now',
  ko: '예약하기',
  zh_Hans: '立即预订',
  zh_Hant: '立即預訂',
  id: 'Pesan sekarang',
  th: 'จองเลย',
  ar: 'احجز الآن',
};
