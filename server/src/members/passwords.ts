import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

// Passwords are scrypt hashes with a per-hash salt, and each hash names the parameters it was made with, so the
// work factor can rise without invalidating stored hashes: an older hash still verifies and is replaced on the
// next successful sign-in (ADR 190). scrypt runs on libuv's thread pool (the callback form), never on the event
// loop: one hash takes about 0.4 s of CPU at these parameters.

type ScryptParams = { ln: number; r: number; p: number };

/** OWASP Password Storage Cheat Sheet (2025): N = 2^17, r = 8, p = 1. `ln` is log2(N). */
export const SCRYPT_PARAMS = { ln: 17, r: 8, p: 1 } as const;
/** What a hash without parameters was made with: Node's defaults, used before ADR 190. */
const LEGACY_PARAMS = { ln: 14, r: 8, p: 1 } as const;

/** Bounds on stored parameters, so a corrupt row cannot make one check take minutes or gigabytes. */
const inBounds = ({ ln, r, p }: ScryptParams) => ln >= 10 && ln <= 20 && r >= 1 && r <= 32 && p >= 1 && p <= 4;

/**
 * The parameters new hashes are made with: the production ones, unless PASSWORD_SCRYPT_LN lowers N. Only test
 * stacks set it (vitest and the e2e stacks, ADR 236), as Devise's `stretches` and Django's test hashers do: a suite
 * signs up and signs in hundreds of members, at 0.4 s of CPU each at production strength. Out of bounds is ignored.
 */
export function passwordWork(lnFromEnv: string | undefined): ScryptParams {
  const lowered = { ...SCRYPT_PARAMS, ln: Number(lnFromEnv) };
  return lnFromEnv !== undefined && Number.isInteger(lowered.ln) && inBounds(lowered) ? lowered : SCRYPT_PARAMS;
}

export const PASSWORD_WORK = passwordWork(process.env.PASSWORD_SCRYPT_LN);

/** The stored form's parameter part, e.g. "ln=17,r=8,p=1". */
export const paramsText = ({ ln, r, p }: ScryptParams) => `ln=${ln},r=${r},p=${p}`;

const costOf = ({ ln, r, p }: ScryptParams) => 2 ** ln * r * p;

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

const storedForm = (salt: Buffer, key: Buffer) => `scrypt$${paramsText(PASSWORD_WORK)}$${salt.toString('hex')}$${key.toString('hex')}`;

/** "scrypt$ln=17,r=8,p=1$<salt hex>$<key hex>", with a fresh salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return storedForm(salt, await derive(password, salt, PASSWORD_WORK));
}

/**
 * A demo account's hash, made while seeding: deterministic by its fixed salt, and synchronous like the seed. A new
 * database pays for it once (about 0.4 s an account at production strength, milliseconds in a test stack).
 */
export function seedPasswordHash(password: string, saltHex: string): string {
  const salt = Buffer.from(saltHex, 'hex');
  const { ln, r, p } = PASSWORD_WORK;
  return storedForm(salt, scryptSync(password.normalize('NFC'), salt, KEY_BYTES, { N: 2 ** ln, r, p, maxmem: maxmemFor(PASSWORD_WORK) }));
}

type StoredHash = { params: ScryptParams; salt: Buffer; key: Buffer; legacy: boolean };

function parseStored(stored: string): StoredHash | undefined {
  const parts = stored.split('$');
  let params: ScryptParams = LEGACY_PARAMS;
  const legacy = parts.length === 3;
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
  return { params, salt: Buffer.from(saltHex, 'hex'), key, legacy };
}

export type PasswordCheck = { matches: boolean; needsRehash: boolean };

/**
 * Constant-time check; a malformed stored hash never matches. `needsRehash`: made in the old format or with less work
 * than new hashes get (a stronger stored hash is kept as it is).
 */
export async function verifyPassword(password: string, stored: string): Promise<PasswordCheck> {
  const parsed = parseStored(stored);
  if (!parsed) {
    // Still pay for a hash, so a malformed row answers no faster than a wrong password.
    await derive(password, randomBytes(SALT_BYTES), PASSWORD_WORK);
    return { matches: false, needsRehash: false };
  }
  const given = await derive(password, parsed.salt, parsed.params);
  const matches = timingSafeEqual(given, parsed.key);
  const weaker = parsed.legacy || costOf(parsed.params) < costOf(PASSWORD_WORK);
  return { matches, needsRehash: matches && weaker };
}

/**
 * A hash that takes as long to check as a real one: signing in with an unknown login costs the same time as a
 * wrong password, so response times do not tell which logins exist. It is also the password of members who have
 * none (LINE). A constant with random salt and key bytes: no password is known to produce it, and importing this
 * module hashes nothing.
 */
export const UNMATCHABLE_HASH = `scrypt$${paramsText(PASSWORD_WORK)}$5e0f6a1f4f7b1f3c2b9a8d7e6c5b4a39$e0c6b1a3f0d2c4e5b7a9d8c6e4f2a1b3c5d7e9f1a2b4c6d8e0f2a4b6c8d0e2f4`;
