import { OTA_BOOKING_LIMITS, type TemporaryStorage, type TemporaryStorageAnswer } from '#domain/entities/ota-booking.ts';
import type { Database } from '../db/open-database';
import { invalidRequest, notFound } from '../http/api-error';
import { findHotelByCode } from '../hotels/hotel-row';
import type { ClientSession } from '../sessions/client-sessions';

type StoredRow = { storage_id: string; client_session_id: number; code: string; step: TemporaryStorage['step']; data: string; updated_at_ms: number; expires_at_ms: number };

/** Runs of 13 to 19 digits, spaces or dashes allowed between them, not after a +: a card number's (PAN's) shape. */
const DIGIT_RUNS = /(?<![+\d])(?:\d[ -]?){12,18}\d(?!\d)/g;

/** The Luhn check every card number passes, so a long phone or booking number is rarely taken for one. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A whole value that is an e-mail address: digits in it are its owner's, never a card (a guest's "ota.1795822592337@…"). */
const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const looksLikeCardNumber = (text: string) =>
  !EMAIL_ADDRESS.test(text.trim()) && [...text.matchAll(DIGIT_RUNS)].some(([run]) => passesLuhn(run.replace(/[ -]/g, '')));

/** Whether any string in the value looks like a card number; card data is never kept here (ADR 242). */
function holdsCardNumber(value: unknown): boolean {
  if (typeof value === 'string') return looksLikeCardNumber(value);
  if (typeof value === 'number') return looksLikeCardNumber(String(value));
  if (Array.isArray(value)) return value.some(holdsCardNumber);
  if (value !== null && typeof value === 'object') return Object.entries(value).some(([key, item]) => holdsCardNumber(key) || holdsCardNumber(item));
  return false;
}

function findStored(db: Database, id: string): StoredRow | undefined {
  return db
    .prepare<[string], StoredRow>(
      `SELECT s.storage_id, s.client_session_id, h.code, s.step, s.data, s.updated_at_ms, s.expires_at_ms
         FROM ota_temporary_storages s JOIN hotels h ON h.id = s.hotel_id WHERE s.storage_id = ?`,
    )
    .get(id);
}

function answer(row: StoredRow): TemporaryStorageAnswer {
  return {
    data: {
      id: row.storage_id,
      hotel_code: row.code,
      step: row.step,
      data: JSON.parse(row.data) as TemporaryStorage['data'],
      updated_at: new Date(row.updated_at_ms).toISOString(),
      expires_at: new Date(row.expires_at_ms).toISOString(),
    },
  };
}

const ownedBy = (row: StoredRow | undefined, session: ClientSession, now: Date): row is StoredRow =>
  row !== undefined && row.client_session_id === session.id && row.expires_at_ms > now.getTime();

/** The kept booking, for the session that kept it only: another session's id answers as if it did not exist. */
export function readTemporaryStorage(db: Database, session: ClientSession, id: string, now: Date): TemporaryStorageAnswer {
  const row = findStored(db, id);
  if (!ownedBy(row, session, now)) throw notFound('Nothing is kept under this id.');
  return answer(row);
}

/**
 * Creates or replaces the kept booking. A live id of another session is refused with the same 404 as a read, so
 * a guessed or leaked id can be neither read nor overwritten; an expired one is taken over by whoever saves it.
 */
export function saveTemporaryStorage(db: Database, session: ClientSession, id: string, body: TemporaryStorage, now: Date): TemporaryStorageAnswer {
  const hotel = findHotelByCode(db, body.hotel_code);
  if (!hotel || hotel.brand_id !== session.brandId) throw invalidRequest('No hotel of this brand has this code.', { hotel_code: [{ error: 'unknown_hotel' }] });
  if (holdsCardNumber(body.data)) throw invalidRequest('Card details are never kept.', { data: [{ error: 'card_data' }] });
  const data = JSON.stringify(body.data);
  if (Buffer.byteLength(data, 'utf8') > OTA_BOOKING_LIMITS.storageMaxBytes) throw invalidRequest('This is too much to keep.', { data: [{ error: 'too_long' }] });

  return db
    .transaction(() => {
      const existing = findStored(db, id);
      if (existing && existing.expires_at_ms > now.getTime() && existing.client_session_id !== session.id) throw notFound('Nothing is kept under this id.');
      db.prepare(
        `INSERT INTO ota_temporary_storages (storage_id, client_session_id, hotel_id, step, data, updated_at_ms, expires_at_ms)
         VALUES (@id, @session, @hotel, @step, @data, @now, @expires)
         ON CONFLICT (storage_id) DO UPDATE SET client_session_id = @session, hotel_id = @hotel, step = @step, data = @data,
           updated_at_ms = @now, expires_at_ms = @expires`,
      ).run({ id, session: session.id, hotel: hotel.id, step: body.step, data, now: now.getTime(), expires: now.getTime() + OTA_BOOKING_LIMITS.storageLifetimeMs });
      const saved = findStored(db, id);
      if (!saved) throw new Error('a kept booking vanished after it was saved');
      return answer(saved);
    })
    .immediate();
}
