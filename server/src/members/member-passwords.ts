import { PASSWORD_ALREADY_USED_CODE, PASSWORD_STRENGTH_CODE } from '#domain/constants/error-codes.ts';
import { isStrongPassword } from '#domain/rules/sign-up.ts';
import type { Database } from '../db/open-database';
import { ApiError } from '../http/api-error';
import { hashPassword, verifyPassword } from './passwords';

/**
 * "Password already used" (code 1302): the new password may be none of the member's last few. The spec names the
 * code, not the count; the current password and the two before it (ADR 212), so each check costs at most three
 * scrypt hashes.
 */
export const PASSWORD_HISTORY_DEPTH = 2;

export function weakPassword(): ApiError {
  return new ApiError(422, 'password_strength', 'The password needs at least 8 characters with upper case, lower case and a digit.', {
    codes: [PASSWORD_STRENGTH_CODE],
    fields: { password: [{ error: 'weak_password', code: PASSWORD_STRENGTH_CODE }] },
  });
}

function passwordReused(): ApiError {
  return new ApiError(422, 'password_already_used', 'This password was used before. Please choose another one.', {
    codes: [PASSWORD_ALREADY_USED_CODE],
    fields: { password: [{ error: 'password_already_used', code: PASSWORD_ALREADY_USED_CODE }] },
  });
}

/**
 * The new password's hash, once it passes the strength and reuse rules (throws 1300 or 1302). Hashing happens
 * before any write, so the caller stores it inside its own transaction with the token it spends.
 */
export async function acceptableNewPassword(db: Database, memberId: number, currentHash: string, password: string): Promise<string> {
  if (!isStrongPassword(password)) throw weakPassword();
  const earlier = db
    .prepare<[number, number], { password_hash: string }>('SELECT password_hash FROM member_password_history WHERE member_id = ? ORDER BY id DESC LIMIT ?')
    .all(memberId, PASSWORD_HISTORY_DEPTH)
    .map((row) => row.password_hash);
  const checks = await Promise.all([currentHash, ...earlier].map((hash) => verifyPassword(password, hash)));
  if (checks.some((check) => check.matches)) throw passwordReused();
  return hashPassword(password);
}

/** Stores the new hash and keeps the old one in the history (only the latest few are ever read). */
export function replacePassword(db: Database, memberId: number, newHash: string, now: Date): void {
  const current = db.prepare<[number], { password_hash: string }>('SELECT password_hash FROM members WHERE id = ?').get(memberId);
  if (!current) return;
  db.prepare('INSERT INTO member_password_history (member_id, password_hash, replaced_at_ms) VALUES (?, ?, ?)').run(memberId, current.password_hash, now.getTime());
  db.prepare('UPDATE members SET password_hash = ? WHERE id = ?').run(newHash, memberId);
}
