import { createHash } from 'node:crypto';
import type { Database } from '../db/open-database';
import { sha256Hex } from '../security/digest';
import { hashPassword } from './passwords';

// Demo members and organisations (server/README.md lists them). Passwords follow the spec's rule: 8 or more
// characters with upper case, lower case and a digit.

export const MEMBER_SEED = {
  programs: [
    { id: 1, brandId: 1, name: 'Sakura Club', pointProgramEnabled: true, available: true },
    { id: 2, brandId: 1, name: 'Sakura Business', pointProgramEnabled: false, available: true },
    // A programme the provider no longer serves: its member signs in, then the programme call fails.
    { id: 3, brandId: 1, name: 'Sakura Legacy', pointProgramEnabled: false, available: false },
    { id: 4, brandId: 2, name: 'Umi Friends', pointProgramEnabled: true, available: true },
  ],
  brandSettings: [
    { brandId: 1, membershipLogin: true, corporateLogin: true, signUp: true, customAuthTokenName: 'partner_token' },
    { brandId: 2, membershipLogin: true, corporateLogin: false, signUp: true, customAuthTokenName: null },
  ],
  members: [
    { id: 1, brandId: 1, programId: 1, email: 'hanako@example.com', password: 'Sakura-2026', firstName: 'Hanako', lastName: 'Sato' },
    { id: 2, brandId: 1, programId: 2, email: 'taro@example.com', password: 'Sakura-2026', firstName: 'Taro', lastName: 'Yamada' },
    { id: 3, brandId: 1, programId: 3, email: 'legacy@example.com', password: 'Sakura-2026', firstName: 'Kenji', lastName: 'Mori' },
    { id: 4, brandId: 2, programId: 4, email: 'umi@example.com', password: 'Umi-2026', firstName: 'Aoi', lastName: 'Nakamura' },
  ],
  organizations: [{ id: 1, brandId: 1, name: 'Sakura Trading Co., Ltd.', displayName: 'Sakura Trading', programId: 2 }],
  organizationAccounts: [
    { id: 1, organizationId: 1, accountId: 'sakura-admin', password: 'Corp-2026', name: 'Yuki Ito', role: 'admin' },
    { id: 2, organizationId: 1, accountId: 'sakura-booker', password: 'Corp-2026', name: 'Ren Kato', role: 'booker' },
  ],
  /** Brand 1's partner (SSO) code for Hanako, valid ten years from the seed's day. */
  customAuthCodes: [{ code: 'SAKURA-SSO-HANAKO', brandId: 1, memberId: 1 }],
} as const;

const TEN_YEARS_MS = 10 * 365 * 24 * 60 * 60 * 1000;

// scrypt is slow on purpose; tests seed a fresh database per case, so each demo password is hashed once per process.
const hashes = new Map<string, string>();
function seededHash(login: string, password: string): string {
  const key = `${login}\n${password}`;
  let hash = hashes.get(key);
  if (hash === undefined) {
    // A salt from the login keeps the seed deterministic; real accounts get random salts.
    hash = hashPassword(password, createHash('sha256').update(`seed-salt:${login}`).digest().subarray(0, 16));
    hashes.set(key, hash);
  }
  return hash;
}

export function seedMembers(db: Database, today: string): void {
  const insertProgram = db.prepare(
    'INSERT INTO membership_programs (id, brand_id, name, point_program_enabled, available) VALUES (?, ?, ?, ?, ?)',
  );
  for (const p of MEMBER_SEED.programs) insertProgram.run(p.id, p.brandId, p.name, p.pointProgramEnabled ? 1 : 0, p.available ? 1 : 0);
  const insertSettings = db.prepare(
    `INSERT INTO brand_membership_settings (brand_id, membership_login_enabled, corporate_login_enabled, sign_up_enabled, custom_auth_token_name)
     VALUES (?, ?, ?, ?, ?)`,
  );
  for (const s of MEMBER_SEED.brandSettings) {
    insertSettings.run(s.brandId, s.membershipLogin ? 1 : 0, s.corporateLogin ? 1 : 0, s.signUp ? 1 : 0, s.customAuthTokenName);
  }
  const insertMember = db.prepare(
    `INSERT INTO members (id, brand_id, program_id, email, password_hash, first_name, last_name, provider, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?)`,
  );
  for (const m of MEMBER_SEED.members) {
    insertMember.run(m.id, m.brandId, m.programId, m.email, seededHash(m.email, m.password), m.firstName, m.lastName, `${today}T00:00:00.000Z`);
  }
  const insertOrganization = db.prepare('INSERT INTO organizations (id, brand_id, name, display_name, program_id) VALUES (?, ?, ?, ?, ?)');
  for (const o of MEMBER_SEED.organizations) insertOrganization.run(o.id, o.brandId, o.name, o.displayName, o.programId);
  const insertAccount = db.prepare(
    'INSERT INTO organization_accounts (id, organization_id, account_id, password_hash, name, role) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const a of MEMBER_SEED.organizationAccounts) {
    insertAccount.run(a.id, a.organizationId, a.accountId, seededHash(a.accountId, a.password), a.name, a.role);
  }
  const insertCode = db.prepare('INSERT INTO member_custom_auth_codes (code_sha256, brand_id, member_id, expires_at_ms) VALUES (?, ?, ?, ?)');
  const expiresAtMs = Date.parse(`${today}T00:00:00Z`) + TEN_YEARS_MS;
  for (const c of MEMBER_SEED.customAuthCodes) insertCode.run(sha256Hex(c.code), c.brandId, c.memberId, expiresAtMs);
}
