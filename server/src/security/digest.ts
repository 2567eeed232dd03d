import { createHash, timingSafeEqual } from 'node:crypto';

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Checks a secret against a stored digest in constant time, so timing does not reveal how close a guess was. */
export function matchesDigest(secret: string, storedSha256Hex: string): boolean {
  const given = Buffer.from(sha256Hex(secret), 'hex');
  const stored = Buffer.from(storedSha256Hex, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
