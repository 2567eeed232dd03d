import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { CardBrand } from '#domain/constants/payment.ts';
import type { Database } from '../db/open-database';
import type { CardOutcome } from './test-cards';

// The stand-in provider's card vault (ADR 221): the outside party's side of a saved card. The hotel's side
// (member_cards) keeps the reference only. The security code is checked again when a saved card pays, as an issuer
// checks it; the vault keeps a salted scrypt digest for that, never the code, and the number is never kept at all.

type VaultInput = { brand: CardBrand; last4: string; exp_month: number; exp_year: number; outcome: CardOutcome; security_code: string };
export type VaultRow = Omit<VaultInput, 'security_code'> & { ref: string; security_code_digest: string };

const SCRYPT = { N: 2 ** 14, r: 8, p: 1 } as const;

function digest(code: string, salt: Buffer): Buffer {
  return scryptSync(code, salt, 32, SCRYPT);
}

/** The stored form of a security code: salt and scrypt key, hex. */
function securityCodeDigest(code: string, salt: Buffer): string {
  return `${salt.toString('hex')}$${digest(code, salt).toString('hex')}`;
}

export function vaultCard(db: Database, card: VaultInput, now: Date): string {
  const ref = `card_${randomBytes(18).toString('base64url')}`;
  const salt = randomBytes(16);
  db.prepare(`
    INSERT INTO psp_vaulted_cards (ref, brand, last4, exp_month, exp_year, outcome, security_code_digest, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).run(
    ref,
    card.brand,
    card.last4,
    card.exp_month,
    card.exp_year,
    card.outcome,
    securityCodeDigest(card.security_code, salt),
    now.toISOString(),
  );
  return ref;
}

export function findVaultedCard(db: Database, ref: string): VaultRow | undefined {
  return db.prepare<[string], VaultRow>('SELECT * FROM psp_vaulted_cards WHERE ref = ?').get(ref);
}

/** Whether the security code typed again matches the vaulted card's: compared in constant time, as an issuer would. */
export function vaultedCodeMatches(card: VaultRow, securityCode: string): boolean {
  const [saltHex = '', keyHex = ''] = card.security_code_digest.split('$');
  const expected = Buffer.from(keyHex, 'hex');
  const given = digest(securityCode, Buffer.from(saltHex, 'hex'));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * A one-time token for a vaulted card whose code matched, bound to the member and the hotel it was asked for
 * (ADR 269): it pays only that member's booking at that hotel, as a provider's token belongs to one merchant.
 */
export function tokenFromVault(db: Database, card: VaultRow, owner: { memberId: number; hotelId: number }, now: Date): { token: string; brand: CardBrand; last4: string } {
  const token = `tok_${randomBytes(18).toString('base64url')}`;
  db.prepare(`
    INSERT INTO card_tokens (token, brand, last4, exp_month, exp_year, outcome, created_at, vault_ref, hotel_id, member_id)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(token, card.brand, card.last4, card.exp_month, card.exp_year, card.outcome, now.toISOString(), card.ref, owner.hotelId, owner.memberId);
  return { token, brand: card.brand, last4: card.last4 };
}

/** The card is forgotten by the provider too once its member deletes it (and no other member holds it). */
export function forgetVaultedCard(db: Database, ref: string): void {
  const held = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM member_cards WHERE vault_ref = ?').get(ref)?.n ?? 0;
  if (held > 0) return;
  db.prepare('UPDATE card_tokens SET vault_ref = NULL WHERE vault_ref = ?').run(ref);
  db.prepare('DELETE FROM psp_vaulted_cards WHERE ref = ?').run(ref);
}
