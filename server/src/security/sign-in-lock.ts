import { SIGN_IN_LOCK } from '#domain/entities/member.ts';
import type { Database } from '../db/open-database';

const MINUTE_MS = 60 * 1000;

/** One login of a brand: a member's email or an organisation account id, compared without case. */
export type LoginKey = { kind: 'member' | 'organization'; brandId: number; login: string };

type FailureRow = { failures: number; window_started_at_ms: number; locked_until_ms: number | null };

const keyOf = ({ kind, brandId, login }: LoginKey): [string, number, string] => [kind, brandId, login.trim().toLowerCase()];

/**
 * Counts a sign-in attempt before its password is checked, so attempts sent in parallel cannot all slip past the
 * threshold while their hashes run. Answers whether the login is locked now (the attempt is then refused unchecked).
 * Logins that belong to nobody count and lock alike: a lock tells nobody whether the login exists.
 */
export function beginSignInAttempt(db: Database, key: LoginKey, now: Date): { locked: boolean } {
  return db
    .transaction(() => {
      const at = now.getTime();
      const row = db
        .prepare<[string, number, string], FailureRow>(
          'SELECT failures, window_started_at_ms, locked_until_ms FROM sign_in_failures WHERE kind = ? AND brand_id = ? AND login = ?',
        )
        .get(...keyOf(key));
      if (row?.locked_until_ms != null && row.locked_until_ms > at) return { locked: true };
      const fresh = !row || row.locked_until_ms != null || at - row.window_started_at_ms >= SIGN_IN_LOCK.windowMinutes * MINUTE_MS;
      const failures = fresh ? 1 : row.failures + 1;
      const lockedUntil = failures >= SIGN_IN_LOCK.failures ? at + SIGN_IN_LOCK.lockMinutes * MINUTE_MS : null;
      db.prepare(
        `INSERT INTO sign_in_failures (kind, brand_id, login, failures, window_started_at_ms, locked_until_ms) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (kind, brand_id, login) DO UPDATE SET
           failures = excluded.failures, window_started_at_ms = excluded.window_started_at_ms, locked_until_ms = excluded.locked_until_ms`,
      ).run(...keyOf(key), failures, fresh ? at : row.window_started_at_ms, lockedUntil);
      return { locked: false };
    })
    .immediate();
}

/** After a refused password: whether this attempt (the threshold's) locked the login. */
export function isSignInLocked(db: Database, key: LoginKey, now: Date): boolean {
  const row = db
    .prepare<[string, number, string], Pick<FailureRow, 'locked_until_ms'>>(
      'SELECT locked_until_ms FROM sign_in_failures WHERE kind = ? AND brand_id = ? AND login = ?',
    )
    .get(...keyOf(key));
  return row?.locked_until_ms != null && row.locked_until_ms > now.getTime();
}

/** A successful sign-in forgets the login's failures. */
export function clearSignInFailures(db: Database, key: LoginKey): void {
  db.prepare('DELETE FROM sign_in_failures WHERE kind = ? AND brand_id = ? AND login = ?').run(...keyOf(key));
}
