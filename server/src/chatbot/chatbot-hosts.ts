import type { Database } from '../db/open-database';

/** The page origins a hotel registered as its chatbot host (settings chatbot_host_origins, ADR 192). */
export function chatbotHostOrigins(db: Database, hotelId: number): string[] {
  return db
    .prepare<[number], { origin: string }>('SELECT origin FROM hotel_chatbot_host_origins WHERE hotel_id = ? ORDER BY origin')
    .all(hotelId)
    .map((row) => row.origin);
}

/** Whether a page of this origin may be handed a chat link: exact origin match, nothing like a pattern. */
export function isChatbotHost(db: Database, hotelId: number, origin: string): boolean {
  return chatbotHostOrigins(db, hotelId).includes(origin);
}

/**
 * Registers the demo's chatbot and LINE LIFF pages for the hotels with a chatbot (CHATBOT_SETTINGS_SEED). Each entry
 * is reduced to its origin, as the app compares them.
 */
export function seedChatbotHostOrigins(db: Database, hotelIds: readonly number[], origins: readonly string[]): void {
  const insert = db.prepare('INSERT OR IGNORE INTO hotel_chatbot_host_origins (hotel_id, origin) VALUES (?, ?)');
  for (const hotelId of hotelIds) for (const origin of origins) insert.run(hotelId, new URL(origin).origin);
}
