import { TOKEN_NOT_FOUND_CODE } from '#domain/constants/error-codes.ts';
import type { Database } from '../db/open-database';
import { ApiError } from '../http/api-error';
import { sha256Hex } from '../security/digest';
import { newSessionToken } from '../security/random-tokens';
import { spendCustomAuthCode } from './custom-auth-codes';
import { SIGN_IN_STATE_MS } from './provider-sign-in';

/** provider_sign_in_states.provider of a partner (SSO) sign-in; the partner's codes carry no PKCE nor nonce. */
const CUSTOM_SSO = 'custom';

/**
 * Starts a sign-in through the brand's partner site (ADR 222): a state kept here (only its digest), and the
 * partner's sign-in address with the app's /sso/custom/callback to come back to.
 */
export function startCustomSsoSignIn(
  db: Database,
  start: { brandId: number; hotelCode: string; redirectUri: string; partnerBase: string },
  now: Date,
): { authorizationUrl: string; state: string } {
  const state = newSessionToken();
  db.prepare(
    'INSERT INTO provider_sign_in_states (state_sha256, brand_id, provider, redirect_uri, code_verifier, nonce, expires_at_ms) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(sha256Hex(state), start.brandId, CUSTOM_SSO, start.redirectUri, '', '', now.getTime() + SIGN_IN_STATE_MS);
  const url = new URL('/__partner/sign-in', start.partnerBase);
  url.search = new URLSearchParams({ hotel_code: start.hotelCode, redirect_uri: start.redirectUri, state }).toString();
  return { authorizationUrl: url.toString(), state };
}

export function customAuthFailed(): ApiError {
  return new ApiError(422, 'custom_auth_failed', 'The sign-in from the partner site could not be completed.', { codes: [TOKEN_NOT_FOUND_CODE] });
}

/**
 * The callback: a state this server started for this brand's partner, unspent and in time (spent now, whatever
 * follows), then the partner's code, spent once for a member of this brand. Run inside the transaction that opens
 * the session. Every failure is the same refusal, which does not say which check failed.
 */
export function completeCustomSsoSignIn(db: Database, callback: { brandId: number; state: string; code: string }, now: Date): number {
  const digest = sha256Hex(callback.state);
  const spent = db
    .prepare<[number, string, number, string, number], { state_sha256: string }>(
      `UPDATE provider_sign_in_states SET spent_at_ms = ?
       WHERE state_sha256 = ? AND brand_id = ? AND provider = ? AND expires_at_ms > ? AND spent_at_ms IS NULL RETURNING state_sha256`,
    )
    .get(now.getTime(), digest, callback.brandId, CUSTOM_SSO, now.getTime());
  if (!spent) throw customAuthFailed();
  const memberId = spendCustomAuthCode(db, callback.code, callback.brandId, now);
  if (memberId === undefined) throw customAuthFailed();
  return memberId;
}
