import type { ChatbotSetting } from '#domain/entities/chatbot.ts';
import type { Database } from '../db/open-database';

/** The hotel's chatbot per platform (settings chatbot_setting); undefined when the hotel has no chatbot. */
export function chatbotSetting(db: Database, hotelId: number): ChatbotSetting | undefined {
  const row = db
    .prepare<[number], { display_on_desktop: number; display_on_mobile: number }>(
      'SELECT display_on_desktop, display_on_mobile FROM hotel_chatbot_settings WHERE hotel_id = ?',
    )
    .get(hotelId);
  return row && { display_on_desktop: row.display_on_desktop === 1, display_on_mobile: row.display_on_mobile === 1 };
}

/** Demo chatbots: Sakura Tokyo offers its chat everywhere, Sakura Kyoto on desktop only; the Umi hotels have none. */
export const CHATBOT_SETTINGS_SEED = [
  { hotelId: 101, displayOnDesktop: true, displayOnMobile: true },
  { hotelId: 102, displayOnDesktop: true, displayOnMobile: false },
] as const;

export function seedChatbotSettings(db: Database): void {
  const insert = db.prepare('INSERT INTO hotel_chatbot_settings (hotel_id, display_on_desktop, display_on_mobile) VALUES (?, ?, ?)');
  for (const row of CHATBOT_SETTINGS_SEED) insert.run(row.hotelId, row.displayOnDesktop ? 1 : 0, row.displayOnMobile ? 1 : 0);
}
