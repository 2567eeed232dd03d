import { createHash } from 'node:crypto';
import type { Database } from '../db/open-database';
import { sha256Hex } from '../security/digest';
import { newSessionToken } from '../security/random-tokens';

/**
 * The stand-in identity providers (Facebook, LINE Login, the creansmaerd partner, an OpenID provider): what they do
 * for an authorization-code flow, so the relying-party side (provider-sign-in.ts) runs against real rules. A code is
 * bound to the client, the redirect address and the PKCE challenge, lives minutes and is exchanged once (RFC 6749
 * 4.1.2 and 10.5, RFC 7636 4.6). Production talks to the real providers instead.
 */
export const PROVIDER_CODE_MS = 5 * 60 * 1000;

/** The client id each brand is registered with at the providers. */
export const clientIdOf = (brandId: number) => `brand-${brandId}`;

export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export type ProviderIdentity = { subject: string; email: string; displayName: string; nonce: string };

type CodeGrant = { provider: string; clientId: string; redirectUri: string; codeChallenge: string; nonce: string } & Omit<ProviderIdentity, 'nonce'>;

export function issueProviderCode(db: Database, grant: CodeGrant, now: Date): string {
  const code = newSessionToken();
  db.prepare(
    `INSERT INTO stand_in_provider_codes (code_sha256, provider, client_id, redirect_uri, code_challenge, nonce, subject, email, display_name, expires_at_ms)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(sha256Hex(code), grant.provider, grant.clientId, grant.redirectUri, grant.codeChallenge, grant.nonce, grant.subject, grant.email, grant.displayName, now.getTime() + PROVIDER_CODE_MS);
  return code;
}

type CodeRow = { provider: string; client_id: string; redirect_uri: string; code_challenge: string; nonce: string; subject: string; email: string; display_name: string; expires_at_ms: number; spent_at_ms: number | null };

/**
 * The token endpoint: the identity a code stands for, or why not. Any mismatch (another client's code, another
 * redirect address, a wrong verifier) refuses; a code is spent by its first exchange, whatever the outcome, so a
 * stolen code tried with guesses is gone after one.
 */
export function exchangeProviderCode(
  db: Database,
  request: { provider: string; clientId: string; code: string; redirectUri: string; codeVerifier: string },
  now: Date,
): ProviderIdentity | 'invalid_grant' {
  const row = db.prepare<[string], CodeRow>('SELECT * FROM stand_in_provider_codes WHERE code_sha256 = ?').get(sha256Hex(request.code));
  if (!row || row.spent_at_ms !== null || row.expires_at_ms <= now.getTime()) return 'invalid_grant';
  db.prepare('UPDATE stand_in_provider_codes SET spent_at_ms = ? WHERE code_sha256 = ?').run(now.getTime(), sha256Hex(request.code));
  const matches =
    row.provider === request.provider &&
    row.client_id === request.clientId &&
    row.redirect_uri === request.redirectUri &&
    row.code_challenge === pkceChallenge(request.codeVerifier);
  return matches ? { subject: row.subject, email: row.email, displayName: row.display_name, nonce: row.nonce } : 'invalid_grant';
}
