import { randomBytes } from 'node:crypto';

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** An opaque bearer token: 32 random bytes, URL-safe. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** "R" and 9 base32 characters: short enough to read out on the phone, 45 bits so it cannot be guessed in bulk. */
export function newReservationNumber(): string {
  const bytes = randomBytes(9);
  let number = 'R';
  for (const byte of bytes) number += BASE32_ALPHABET.charAt(byte & 31);
  return number;
}

/** The guest's proof of ownership in confirmation links: 128 random bits as 32 hex characters. */
export function newBypassToken(): string {
  return randomBytes(16).toString('hex');
}
