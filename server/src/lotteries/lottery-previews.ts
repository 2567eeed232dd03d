import { LOTTERY_LINK_EXPIRED_CODE, LOTTERY_LINK_INVALID_CODE } from '#domain/constants/error-codes.ts';
import { TIME } from '#domain/constants/limits.ts';
import type { Database } from '../db/open-database';
import { ApiError } from '../http/api-error';
import { sha256Hex } from '../security/digest';
import { newSessionToken } from '../security/random-tokens';

/** A preview link's token for an event, good for 5 minutes (document 2 section 9). Only its digest is stored. */
export function issueLotteryPreview(db: Database, eventId: number, now: Date): { token: string; expires_at: string } {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + TIME.previewMs).toISOString();
  db.prepare('INSERT INTO lottery_previews (token_sha256, event_id, expires_at) VALUES (?, ?, ?)').run(sha256Hex(token), eventId, expiresAt);
  return { token, expires_at: expiresAt };
}

/** The preview link must name this event (3781) and be within its 5 minutes (3780). */
export function assertLotteryPreview(db: Database, eventId: number, token: string, now: Date): void {
  const row = db
    .prepare<[string], { event_id: number; expires_at: string }>('SELECT event_id, expires_at FROM lottery_previews WHERE token_sha256 = ?')
    .get(sha256Hex(token));
  if (!row || row.event_id !== eventId) {
    throw new ApiError(404, 'lottery_link_invalid', 'This lottery link is not valid.', { codes: [LOTTERY_LINK_INVALID_CODE] });
  }
  if (now.getTime() >= Date.parse(row.expires_at)) {
    throw new ApiError(410, 'lottery_link_expired', 'This lottery link has expired.', { codes: [LOTTERY_LINK_EXPIRED_CODE] });
  }
}
