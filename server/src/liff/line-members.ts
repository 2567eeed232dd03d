import type { Database } from '../db/open-database';
import { UNMATCHABLE_HASH } from '../members/passwords';
import type { LineProfile } from './line-platform';

export type LineMember = { memberId: number; created: boolean };

/**
 * The brand's member for a LINE user, created on the first visit (POST /liff/upsert). LINE shares no email
 * without an extra consent, so a new member gets an address under the reserved .invalid domain, which no mail
 * can reach, and no password: it signs in through LINE only, as the `line` provider (which also keeps its
 * profile read-only, document 1 section 6). Undefined when the brand has no membership programme.
 */
export function upsertLineMember(db: Database, brandId: number, profile: LineProfile, now: Date): LineMember | undefined {
  return db
    .transaction((): LineMember | undefined => {
      const known = db
        .prepare<[number, string], { member_id: number }>('SELECT member_id FROM line_accounts WHERE brand_id = ? AND line_user_id = ?')
        .get(brandId, profile.userId);
      if (known) {
        db.prepare('UPDATE line_accounts SET display_name = ? WHERE brand_id = ? AND line_user_id = ?').run(
          profile.displayName,
          brandId,
          profile.userId,
        );
        return { memberId: known.member_id, created: false };
      }
      // A new member joins the brand's first programme, the one its sign-up offers.
      const program = db
        .prepare<[number], { id: number }>('SELECT id FROM membership_programs WHERE brand_id = ? AND available = 1 ORDER BY id LIMIT 1')
        .get(brandId);
      if (!program) return undefined;
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO members (brand_id, program_id, email, password_hash, first_name, last_name, provider, created_at)
           VALUES (?, ?, ?, ?, ?, '', 'line', ?)`,
        )
        .run(brandId, program.id, `${profile.userId.toLowerCase()}@line.invalid`, UNMATCHABLE_HASH, profile.displayName, now.toISOString());
      const memberId = Number(lastInsertRowid);
      db.prepare('INSERT INTO line_accounts (brand_id, line_user_id, member_id, display_name, created_at_ms) VALUES (?, ?, ?, ?, ?)').run(
        brandId,
        profile.userId,
        memberId,
        profile.displayName,
        now.getTime(),
      );
      return { memberId, created: true };
    })
    .immediate();
}
