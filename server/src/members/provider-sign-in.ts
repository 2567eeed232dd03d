import { MEMBERSHIP_ERROR_CODES } from '#domain/constants/error-codes.ts';
import type { SignInProvider } from '#domain/contracts/provider-sign-in.ts';
import type { Database } from '../db/open-database';
import { ApiError } from '../http/api-error';
import { clientIdOf, exchangeProviderCode, pkceChallenge } from '../providers/stand-in-provider';
import { sha256Hex } from '../security/digest';
import { newSessionToken } from '../security/random-tokens';
import { UNMATCHABLE_HASH } from './passwords';

/** A started sign-in waits this long for its callback (the guest reads a consent page in between). */
export const SIGN_IN_STATE_MS = 10 * 60 * 1000;

/**
 * Starts a provider sign-in: a state (CSRF protection of the callback, RFC 6749 10.12), a PKCE verifier and an
 * OpenID nonce, all kept here; the authorization address carries only the state, the challenge and the nonce.
 */
export function startProviderSignIn(
  db: Database,
  start: { brandId: number; provider: SignInProvider; redirectUri: string; providerBase: string },
  now: Date,
): { authorizationUrl: string; state: string } {
  const state = newSessionToken();
  const codeVerifier = newSessionToken() + newSessionToken();
  const nonce = newSessionToken();
  db.prepare(
    'INSERT INTO provider_sign_in_states (state_sha256, brand_id, provider, redirect_uri, code_verifier, nonce, expires_at_ms) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(sha256Hex(state), start.brandId, start.provider, start.redirectUri, codeVerifier, nonce, now.getTime() + SIGN_IN_STATE_MS);
  const url = new URL(`/__providers/${start.provider}/authorize`, start.providerBase);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: clientIdOf(start.brandId),
    redirect_uri: start.redirectUri,
    state,
    code_challenge: pkceChallenge(codeVerifier),
    code_challenge_method: 'S256',
    nonce,
    ...(start.provider === 'open_id' ? { scope: 'openid email profile' } : {}),
  }).toString();
  return { authorizationUrl: url.toString(), state };
}

export function providerSignInFailed(message = 'The sign-in with this service could not be completed. Please try again.'): ApiError {
  return new ApiError(422, 'provider_sign_in_failed', message, { codes: [MEMBERSHIP_ERROR_CODES.provider_sign_in_failed] });
}

type StateRow = { brand_id: number; provider: string; redirect_uri: string; code_verifier: string; nonce: string; expires_at_ms: number; spent_at_ms: number | null };

/**
 * The callback: the state must be one this server started for this brand and provider, unspent and in time (it is
 * spent now, whatever follows); the code is exchanged once with the verifier only we hold; the nonce must come back.
 * Then the member of that provider identity, created on first sign-in. Run inside the transaction that opens the
 * session. Any failure is one refusal (3861) that says nothing about which check failed.
 */
export function completeProviderSignIn(db: Database, callback: { brandId: number; provider: SignInProvider; state: string; code: string }, now: Date): number {
  const row = db.prepare<[string], StateRow>('SELECT * FROM provider_sign_in_states WHERE state_sha256 = ?').get(sha256Hex(callback.state));
  if (!row || row.spent_at_ms !== null || row.expires_at_ms <= now.getTime() || row.brand_id !== callback.brandId || row.provider !== callback.provider) {
    throw providerSignInFailed();
  }
  db.prepare('UPDATE provider_sign_in_states SET spent_at_ms = ? WHERE state_sha256 = ?').run(now.getTime(), sha256Hex(callback.state));
  const identity = exchangeProviderCode(
    db,
    { provider: callback.provider, clientId: clientIdOf(callback.brandId), code: callback.code, redirectUri: row.redirect_uri, codeVerifier: row.code_verifier },
    now,
  );
  if (identity === 'invalid_grant' || identity.nonce !== row.nonce) throw providerSignInFailed();
  return memberOfIdentity(db, callback.brandId, callback.provider, identity, now);
}

/**
 * The member a provider identity signs in as; made on its first sign-in. An address that is already another
 * member's is not joined to the provider identity (that would let whoever controls a provider account with the
 * address take the member over): the guest is told to sign in with their password.
 */
function memberOfIdentity(db: Database, brandId: number, provider: SignInProvider, identity: { subject: string; email: string; displayName: string }, now: Date): number {
  const linked = db
    .prepare<[number, string, string], { member_id: number }>('SELECT member_id FROM member_external_identities WHERE brand_id = ? AND provider = ? AND subject = ?')
    .get(brandId, provider, identity.subject);
  if (linked) {
    const member = db.prepare<[number], { deleted_at_ms: number | null }>('SELECT deleted_at_ms FROM members WHERE id = ?').get(linked.member_id);
    if (member && member.deleted_at_ms === null) return linked.member_id;
    db.prepare('DELETE FROM member_external_identities WHERE brand_id = ? AND provider = ? AND subject = ?').run(brandId, provider, identity.subject);
  }
  if (db.prepare('SELECT 1 FROM members WHERE brand_id = ? AND email = ?').get(brandId, identity.email)) {
    throw providerSignInFailed('This email address already belongs to a member. Please sign in with your password.');
  }
  const program = db.prepare<[number], { id: number }>('SELECT id FROM membership_programs WHERE brand_id = ? AND available = 1 ORDER BY id LIMIT 1').get(brandId);
  if (!program) throw providerSignInFailed();
  const [firstName, ...rest] = identity.displayName.split(/\s+/);
  const memberId = Number(
    db
      .prepare(
        `INSERT INTO members (brand_id, program_id, email, password_hash, first_name, last_name, provider, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(brandId, program.id, identity.email, UNMATCHABLE_HASH, firstName ?? identity.displayName, rest.join(' '), provider === 'open_id' || provider === 'ota' ? null : provider, now.toISOString())
      .lastInsertRowid,
  );
  db.prepare('INSERT INTO member_external_identities (brand_id, provider, subject, member_id, linked_at_ms) VALUES (?, ?, ?, ?, ?)').run(
    brandId,
    provider,
    identity.subject,
    memberId,
    now.getTime(),
  );
  return memberId;
}
