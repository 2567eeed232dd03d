import { randomBytes } from 'node:crypto';
import { TIME } from '#domain/constants/limits.ts';
import { digicoAmountIssue } from '#domain/rules/loyalty.ts';
import { addDays } from '#domain/rules/nights.ts';
import type { Database } from '../db/open-database';
import { invalidRequest } from '../http/api-error';
import type { HotelRow } from '../hotels/hotel-row';
import { sha256Hex } from '../security/digest';
import { expirePoints, insertEntry, notEnoughPoints, pointBalance, requireProgramPoints, takePoints } from './point-ledger';

/** Digico is a Japanese gift service: the exchange is offered on Japanese hotels' pages, in yen. */
function inJapan(hotel: HotelRow): boolean {
  return hotel.time_zone === 'Asia/Tokyo' && hotel.currency === 'JPY';
}

/** 16 characters from an alphabet without look-alikes, in groups of 4: the gift code a member types at Digico. */
function newGiftCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(16);
  const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
  return chars.match(/.{4}/g)?.join('-') ?? chars;
}

/**
 * A Digico exchange (document 2 section 9.1: irreversible, Japan only, valid 180 days). Without `confirm` it checks
 * and answers what it would do; with it, under the write lock, the points are taken and the code answered once:
 * only its digest and last 4 are kept, so it is never shown again.
 */
export function exchangePoints(
  db: Database,
  input: { hotel: HotelRow; memberId: number; amount: number; confirm: boolean; today: string; now: Date },
) {
  return db
    .transaction(() => {
      const program = requireProgramPoints(db, input.memberId);
      if (!inJapan(input.hotel)) throw invalidRequest('Digico exchange is available in Japan only.', { exchange_type: [{ error: 'japan_only' }] });
      expirePoints(db, input.memberId, input.today, input.now);
      const balance = pointBalance(db, input.memberId, input.today);
      const issue = digicoAmountIssue(program.digicoAmounts, input.amount, balance);
      if (issue === 'above_balance') throw notEnoughPoints(balance, input.amount, 'amount');
      if (issue) throw invalidRequest('This amount cannot be exchanged.', { amount: [{ error: issue }] });
      const validUntil = addDays(input.today, TIME.digicoValidityDays);
      const preview = { exchange_type: 'digico' as const, amount: input.amount, valid_until: validUntil, balance_after: balance - input.amount };
      if (!input.confirm) return { confirmed: false, id: null, code: null, ...preview };
      takePoints(db, input.memberId, input.amount, input.today);
      insertEntry(db, { memberId: input.memberId, kind: 'exchanged', points: -input.amount, description: 'digico_exchange', availableOn: input.today, now: input.now });
      const code = newGiftCode();
      const { lastInsertRowid } = db
        .prepare('INSERT INTO point_exchanges (member_id, exchange_type, amount, code_sha256, code_last4, valid_until, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(input.memberId, 'digico', input.amount, sha256Hex(code), code.slice(-4), validUntil, input.now.toISOString());
      return { confirmed: true, id: Number(lastInsertRowid), code, ...preview };
    })
    .immediate();
}

export function listExchanges(db: Database, memberId: number, query: { page: number; per_page: number }) {
  const total = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM point_exchanges WHERE member_id = ?').get(memberId)?.n ?? 0;
  const rows = db
    .prepare<[number, number, number], { id: number; exchange_type: 'digico'; amount: number; code_last4: string; valid_until: string; created_at: string }>(`
      SELECT id, exchange_type, amount, code_last4, valid_until, created_at FROM point_exchanges WHERE member_id = ?
      ORDER BY id DESC LIMIT ? OFFSET ?`)
    .all(memberId, query.per_page, (query.page - 1) * query.per_page);
  return { data: rows, page: query.page, total_pages: Math.ceil(total / query.per_page), total_entries: total };
}
