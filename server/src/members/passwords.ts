import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// Passwords are scrypt hashes with a per-hash salt, and each hash names the parameters it was made with, so the
// work factor can rise without invalidating stored hashes: an older hash still verifies and is replaced on the
// next successful sign-in (ADR 190). scrypt runs on libuv's thread pool (the callback form), never on the event
// loop: one hash takes about 0.4 s of CPU at these parameters.

/** OWASP Password Storage Cheat Sheet (2025): N = 2^17, r = 8, p = 1. `ln` is log2(N). */
export const SCRYPT_PARAMS = { ln: 17, r: 8, p: 1 } as const;
/** What a hash without parameters was made with: Node's defaults, used before ADR 190. */
const LEGACY_PARAMS = { ln: 14, r: 8, p: 1 } as const;

type ScryptParams = { ln: number; r: number; p: number };

const KEY_BYTES = 32;
const SALT_BYTES = 16;

/** scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is below that at N = 2^17, so it is raised. */
const maxmemFor = ({ ln, r, p }: ScryptParams) => 2 * 128 * 2 ** ln * r * p;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_BYTES,
      { N: 2 ** params.ln, r: params.r, p: params.p, maxmem: maxmemFor(params) },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** "scrypt$ln=17,r=8,p=1$<salt hex>$<key hex>". A given salt (only the seed script's) makes it deterministic. */
export async function hashPassword(password: string, salt: Buffer = randomBytes(SALT_BYTES)): Promise<string> {
  const key = await derive(password, salt, SCRYPT_PARAMS);
  const { ln, r, p } = SCRYPT_PARAMS;
  return `scrypt$ln=${ln},r=${r},p=${p}$${salt.toString('hex')}$${key.toString('hex')}`;
}

type StoredHash = { params: ScryptParams; salt: Buffer; key: Buffer };

/** Bounds on stored parameters, so a corrupt row cannot make one check take minutes or gigabytes. */
const inBounds = ({ ln, r, p }: ScryptParams) => ln >= 10 && ln <= 20 && r >= 1 && r <= 32 && p >= 1 && p <= 4;

function parseStored(stored: string): StoredHash | undefined {
  const parts = stored.split('$');
  let params: ScryptParams = LEGACY_PARAMS;
  let saltHex: string | undefined;
  let keyHex: string | undefined;
  if (parts.length === 3 && parts[0] === 'scrypt') {
    [, saltHex, keyHex] = parts;
  } else if (parts.length === 4 && parts[0] === 'scrypt') {
    const match = /^ln=(\d{1,2}),r=(\d{1,2}),p=(\d)$/.exec(parts[1] ?? '');
    if (!match) return undefined;
    params = { ln: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
    [, , saltHex, keyHex] = parts;
  } else {
    return undefined;
  }
  if (!saltHex || !keyHex || !inBounds(params)) return undefined;
  const key = Buffer.from(keyHex, 'hex');
  if (key.length !== KEY_BYTES) return undefined;
  return { params, salt: Buffer.from(saltHex, 'hex'), key };
}

export type PasswordCheck = { matches: boolean; needsRehash: boolean };

/** Constant-time check; a malformed stored hash never matches. `needsRehash`: made with weaker parameters. */
export async function verifyPassword(password: string, stored: string): Promise<PasswordCheck> {
  const parsed = parseStored(stored);
  if (!parsed) {
    // Still pay for a hash, so a malformed row answers no faster than a wrong password.
    await derive(password, randomBytes(SALT_BYTES), SCRYPT_PARAMS);
    return { matches: false, needsRehash: false };
  }
  const given = await derive(password, parsed.salt, parsed.params);
  const matches = timingSafeEqual(given, parsed.key);
  const current = parsed.params.ln === SCRYPT_PARAMS.ln && parsed.params.r === SCRYPT_PARAMS.r && parsed.params.p === SCRYPT_PARAMS.p;
  return { matches, needsRehash: matches && !current };
}

/**
 * A hash that takes as long to check as a real one: signing in with an unknown login costs the same time as a
 * wrong password, so response times do not tell which logins exist. It is also the password of members who have
 * none (LINE). A constant with random salt and key bytes: no password is known to produce it, and importing this
 * module hashes nothing.
 */
export const UNMATCHABLE_HASH =
  'scrypt$ln=17,r=8,p=1$5e0f6a1f4f7b1f3c2b9a8d7e6c5b4a39$e0c6b1a3f0d2c4e5b7a9d8c6e4f2a1b3c5d7e9f1a2b4c6d8e0f2a4b6c8d0e2f4';
