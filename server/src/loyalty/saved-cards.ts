import type { SavedCard } from '#domain/entities/loyalty.ts';
import type { Database } from '../db/open-database';
import { invalidRequest, notFound } from '../http/api-error';
import { forgetVaultedCard } from '../payments/card-vault';
import type { StoredCardToken } from '../payments/card-tokens';

export type CardRow = SavedCard & { vault_ref: string };

export function listSavedCards(db: Database, memberId: number): SavedCard[] {
  return db
    .prepare<[number], SavedCard>('SELECT id, brand, last4, exp_month, exp_year FROM member_cards WHERE member_id = ? ORDER BY id')
    .all(memberId);
}

/** Another member's card id is answered as an unknown one: a 404 that tells nothing. */
export function ownCard(db: Database, memberId: number, cardId: number): CardRow {
  const card = db.prepare<[number, number], CardRow>('SELECT * FROM member_cards WHERE id = ? AND member_id = ?').get(cardId, memberId);
  if (!card) throw notFound('No saved card matches.');
  return card;
}

export function deleteSavedCard(db: Database, memberId: number, cardId: number): void {
  db.transaction(() => {
    const card = ownCard(db, memberId, cardId);
    db.prepare('DELETE FROM member_cards WHERE id = ?').run(card.id);
    forgetVaultedCard(db, card.vault_ref);
  })();
}

/**
 * Keeps a card a member chose to save at booking (opt-in): the provider's reference, brand, last 4 and expiry, once
 * per card. Only a token tokenized as reusable (or from a saved card) names a vault entry; another is refused.
 */
export function saveCardFromToken(db: Database, memberId: number, token: StoredCardToken, now: Date): void {
  if (token.vault_ref === null) {
    throw invalidRequest('This card was not tokenized to be saved.', { 'payment.save_card': [{ error: 'card_not_reusable' }] });
  }
  db.prepare(`
    INSERT INTO member_cards (member_id, vault_ref, brand, last4, exp_month, exp_year, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (member_id, vault_ref) DO NOTHING`).run(memberId, token.vault_ref, token.brand, token.last4, token.exp_month, token.exp_year, now.toISOString());
}
