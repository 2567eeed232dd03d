import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// scrypt with Node's defaults (N=16384, r=8, p=1): memory-hard, so a stolen hash is slow to guess offline.
const KEY_BYTES = 32;
const SALT_BYTES = 16;

/** "scrypt$<salt hex>$<key hex>". A given salt (the seed's) makes the result deterministic. */
export function hashPassword(password: string, salt: Buffer = randomBytes(SALT_BYTES)): string {
  const key = scryptSync(password.normalize('NFC'), salt, KEY_BYTES);
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
}

/** Constant-time check; a malformed stored hash never matches. */
export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, saltHex, keyHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, 'hex');
  if (expected.length !== KEY_BYTES) return false;
  const given = scryptSync(password.normalize('NFC'), Buffer.from(saltHex, 'hex'), KEY_BYTES);
  return timingSafeEqual(given, expected);
}

/**
 * A hash that takes as long to check as a real one: signing in with an unknown email costs the same time as a
 * wrong password, so response times do not tell which emails are members.
 */
export const UNMATCHABLE_HASH = hashPassword(randomBytes(16).toString('hex'));
