import type { Database } from '../db/open-database';
import { sha256Hex } from '../security/digest';
import { newSessionToken } from '../security/random-tokens';

/**
 * How long a chatbot credential lasts (ADR 192). Short: it crosses into a page that other scripts share, and the
 * chatbot asks again (the member acting in its frame) when it needs a new one.
 */
export const CHATBOT_CREDENTIAL_MS = 60 * 60 * 1000;

/** One chat user linked to a member of the brand, at a hotel. */
export type ChatbotLink = {
  brandId: number;
  hotelId: number;
  chatbotUserId: string;
  memberId: number;
  authAutoMessageId: string | null;
};

/** What a live chatbot credential names: the link, never a member session. */
export type ChatbotCredential = {
  brandId: number;
  hotelId: number;
  chatbotUserId: string;
  memberId: number;
  expiresAt: Date;
};

/**
 * Links a chat user to the member and issues the chatbot's credential for that link; the chat user's earlier
 * credentials are revoked (a chat user is one member at a time). Only the digest is stored: the credential exists
 * only in this answer.
 */
export function linkChatbotUser(db: Database, link: ChatbotLink, now: Date): { credential: string; expiresAt: Date } {
  return db
    .transaction(() => {
      db.prepare(
        'UPDATE chatbot_credentials SET revoked_at_ms = ? WHERE brand_id = ? AND chatbot_user_id = ? AND revoked_at_ms IS NULL',
      ).run(now.getTime(), link.brandId, link.chatbotUserId);
      db.prepare(
        `INSERT INTO chatbot_links (brand_id, chatbot_user_id, member_id, hotel_id, auth_auto_message_id, linked_at_ms)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (brand_id, chatbot_user_id) DO UPDATE SET
           member_id = excluded.member_id, hotel_id = excluded.hotel_id, auth_auto_message_id = excluded.auth_auto_message_id,
           linked_at_ms = excluded.linked_at_ms`,
      ).run(link.brandId, link.chatbotUserId, link.memberId, link.hotelId, link.authAutoMessageId, now.getTime());
      const credential = newSessionToken();
      const expiresAt = new Date(now.getTime() + CHATBOT_CREDENTIAL_MS);
      db.prepare(
        `INSERT INTO chatbot_credentials (token_sha256, brand_id, hotel_id, chatbot_user_id, member_id, created_at_ms, expires_at_ms)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(sha256Hex(credential), link.brandId, link.hotelId, link.chatbotUserId, link.memberId, now.getTime(), expiresAt.getTime());
      return { credential, expiresAt };
    })
    .immediate();
}

/** The link a live credential of this brand names; undefined for an unknown, expired, revoked or other brand's one. */
export function resolveChatbotCredential(db: Database, credential: string, brandId: number, now: Date): ChatbotCredential | undefined {
  const row = db
    .prepare<[string, number, number], { brand_id: number; hotel_id: number; chatbot_user_id: string; member_id: number; expires_at_ms: number }>(
      `SELECT brand_id, hotel_id, chatbot_user_id, member_id, expires_at_ms FROM chatbot_credentials
       WHERE token_sha256 = ? AND brand_id = ? AND revoked_at_ms IS NULL AND expires_at_ms > ?`,
    )
    .get(sha256Hex(credential), brandId, now.getTime());
  return (
    row && {
      brandId: row.brand_id,
      hotelId: row.hotel_id,
      chatbotUserId: row.chatbot_user_id,
      memberId: row.member_id,
      expiresAt: new Date(row.expires_at_ms),
    }
  );
}

/**
 * The member signed out: every chatbot credential of theirs stops working and their chat links go, so no chatbot
 * keeps acting for somebody who left. Called from the member sign-out route.
 */
export function revokeChatbotCredentials(db: Database, memberId: number, now: Date): void {
  db.transaction(() => {
    db.prepare('UPDATE chatbot_credentials SET revoked_at_ms = ? WHERE member_id = ? AND revoked_at_ms IS NULL').run(now.getTime(), memberId);
    db.prepare('DELETE FROM chatbot_links WHERE member_id = ?').run(memberId);
  })();
}
