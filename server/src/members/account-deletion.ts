import type { Database } from '../db/open-database';
import { revokeChatbotCredentials } from '../chatbot/chatbot-credentials';
import { endAllMemberSessions } from './member-sessions';
import type { MemberProfileRow } from './member-profile';
import { UNMATCHABLE_HASH } from './passwords';

/**
 * Deletes a member's account (document 1 section 5: with a reason, and it cannot be undone). The member row stays,
 * because the hotels' reservations name it, but everything personal in it goes: e-mail (replaced by an address that
 * can never be typed, so the real one is free to sign up again), names, profile, password. What a hotel must keep
 * for its bookings (the reservations with the booker's and guests' names and contact) stays as booked. Every
 * session, refresh token, mailed link, chatbot credential, LINE link and partner code of the member ends. Returns
 * how many reservations were kept.
 */
export function deleteMemberAccount(db: Database, member: MemberProfileRow, reason: string, now: Date): { keptReservations: number } {
  return db
    .transaction(() => {
      db.prepare(
        `UPDATE members SET email = ?, password_hash = ?, first_name = '', last_name = '', first_name_kanji = NULL,
           last_name_kanji = NULL, first_name_kana = NULL, last_name_kana = NULL, gender = NULL, date_of_birth = NULL,
           nationality = NULL, occupation = NULL, phone = NULL, postal_code = NULL, prefecture = NULL, street_address = NULL,
           building_name_and_number = NULL, promotion_email_opt_in = 0, receipt_name = NULL, receipt_tax_id = NULL,
           pending_email = NULL, deleted_at_ms = ?, deletion_reason = ?
         WHERE id = ?`,
      ).run(`deleted-member-${member.id}@deleted.invalid`, UNMATCHABLE_HASH, now.getTime(), reason, member.id);
      db.prepare('DELETE FROM member_password_history WHERE member_id = ?').run(member.id);
      db.prepare('UPDATE member_mail_links SET revoked_at_ms = ? WHERE member_id = ? AND spent_at_ms IS NULL AND revoked_at_ms IS NULL').run(now.getTime(), member.id);
      // The sign-up that made the member holds the same name and a password hash.
      db.prepare('DELETE FROM member_sign_ups WHERE member_id = ? OR (brand_id = ? AND email = ?)').run(member.id, member.brand_id, member.email);
      db.prepare('DELETE FROM line_accounts WHERE member_id = ?').run(member.id);
      db.prepare('UPDATE member_custom_auth_codes SET spent_at_ms = ? WHERE member_id = ? AND spent_at_ms IS NULL').run(now.getTime(), member.id);
      db.prepare("DELETE FROM sign_in_failures WHERE kind = 'member' AND brand_id = ? AND login = ?").run(member.brand_id, member.email.toLowerCase());
      endAllMemberSessions(db, member.id, now);
      revokeChatbotCredentials(db, member.id, now);
      const kept = db
        .prepare<[number], { count: number }>("SELECT COUNT(*) AS count FROM reservations WHERE owner_kind = 'member' AND owner_member_id = ?")
        .get(member.id);
      return { keptReservations: kept?.count ?? 0 };
    })
    .immediate();
}
