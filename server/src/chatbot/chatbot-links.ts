import type { Database } from '../db/open-database';
import { createMemberSession, endMemberSession } from '../members/member-sessions';

export type ChatbotLink = {
  brandId: number;
  hotelId: number;
  chatbotUserId: string;
  memberId: number;
  authAutoMessageId: string | null;
};

/**
 * Links a chatbot user to the member who signed in inside the chatbot and opens the chatbot's own member session;
 * the session of an earlier link of this chatbot user ends (a chatbot user is one member at a time). Returns the
 * new session's bearer token, which exists only in this answer.
 */
export function linkChatbotUser(db: Database, link: ChatbotLink, now: Date): string {
  return db
    .transaction(() => {
      const previous = db
        .prepare<[number, string], { member_session_id: number }>(
          'SELECT member_session_id FROM chatbot_links WHERE brand_id = ? AND chatbot_user_id = ?',
        )
        .get(link.brandId, link.chatbotUserId);
      if (previous) endMemberSession(db, previous.member_session_id, now);
      const { token, session } = createMemberSession(db, { brandId: link.brandId, memberId: link.memberId }, now);
      db.prepare(
        `INSERT INTO chatbot_links (brand_id, chatbot_user_id, member_id, hotel_id, auth_auto_message_id, member_session_id, linked_at_ms)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (brand_id, chatbot_user_id) DO UPDATE SET
           member_id = excluded.member_id, hotel_id = excluded.hotel_id, auth_auto_message_id = excluded.auth_auto_message_id,
           member_session_id = excluded.member_session_id, linked_at_ms = excluded.linked_at_ms`,
      ).run(link.brandId, link.chatbotUserId, link.memberId, link.hotelId, link.authAutoMessageId, session.id, now.getTime());
      return token;
    })
    .immediate();
}
