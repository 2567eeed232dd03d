import { ACCOUNT_LOCKED_CODE, SIGN_IN_LOCK } from '#domain/entities/member.ts';
import type { Database } from '../db/open-database';
import { ApiError } from '../http/api-error';
import { beginSignInAttempt, clearSignInFailures, isSignInLocked, type LoginKey } from '../security/sign-in-lock';
import { hashPassword, UNMATCHABLE_HASH, verifyPassword } from './passwords';

export type PasswordSignIn = 'ok' | 'refused' | 'locked';

/**
 * A login and password checked as member and organisation sign-in both do (ADR 190): the attempt counts toward
 * the lock first; an unknown login is checked against a hash too, so the answer time does not say whether it
 * exists; a success forgets the failures and, when the stored hash was made with weaker parameters, replaces it
 * (`saveHash`) while the password is at hand.
 */
export async function checkPasswordSignIn(
  db: Database,
  key: LoginKey,
  storedHash: string | undefined,
  password: string,
  now: Date,
  saveHash: (hash: string) => void,
): Promise<PasswordSignIn> {
  if (beginSignInAttempt(db, key, now).locked) return 'locked';
  const check = await verifyPassword(password, storedHash ?? UNMATCHABLE_HASH);
  if (storedHash === undefined || !check.matches) return isSignInLocked(db, key, now) ? 'locked' : 'refused';
  clearSignInFailures(db, key);
  if (check.needsRehash) saveHash(await hashPassword(password));
  return 'ok';
}

/** Code 1301, "account locked", 422 so the app's 401 rule never fires; the form shows it above the fields. */
export function accountLocked(): ApiError {
  return new ApiError(422, 'account_locked', `Too many failed sign-ins. Please try again in ${SIGN_IN_LOCK.lockMinutes} minutes.`, {
    codes: [ACCOUNT_LOCKED_CODE],
  });
}
