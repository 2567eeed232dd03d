import type { Database } from '../db/open-database';
import { seedPasswordHash, UNMATCHABLE_HASH } from './passwords';

// Demo members and organisations (server/README.md lists them). Passwords follow the spec's rule: 8 or more
// characters with upper case, lower case and a digit. Each is hashed while seeding, at the stack's work factor
// (passwords.ts), with a fixed salt (the first 16 bytes of sha256("seed-salt:" + login)), so a seed is deterministic.

export const MEMBER_SEED = {
  programs: [
    { id: 1, brandId: 1, name: 'Sakura Club', pointProgramEnabled: true, available: true },
    { id: 2, brandId: 1, name: 'Sakura Business', pointProgramEnabled: false, available: true },
    // A programme the provider no longer serves: its member signs in, then the programme call fails.
    { id: 3, brandId: 1, name: 'Sakura Legacy', pointProgramEnabled: false, available: false },
    { id: 4, brandId: 2, name: 'Umi Friends', pointProgramEnabled: true, available: true },
  ],
  brandSettings: [
    { brandId: 1, membershipLogin: true, corporateLogin: true, signUp: true, customAuthTokenName: 'partner_token', pointName: 'Sakura Points' },
    { brandId: 2, membershipLogin: true, corporateLogin: false, signUp: true, customAuthTokenName: null, pointName: null },
  ],
  /** The sign-in buttons each brand offers, in order (ADR 214); brand 2 leaves out Facebook and the partner. */
  signInProviders: [
    { brandId: 1, providers: ['line', 'facebook', 'creansmaerd', 'open_id'] },
    { brandId: 2, providers: ['line', 'open_id', 'ota'] },
  ],
  /**
   * Each member's name also in kanji and its kana reading: Sakura Tokyo asks for them (kanji_name_required), so a
   * Japanese-speaking member there saves a profile only with them (ADR 226).
   */
  members: [
    {
      id: 1,
      brandId: 1,
      programId: 1,
      email: 'hanako@example.com',
      password: 'Sakura-2026',
      passwordSalt: '005bc71089075fb466cc5479f83cd23a',
      firstName: 'Hanako',
      lastName: 'Sato',
      kanji: { first: '花子', last: '佐藤' },
      kana: { first: 'ハナコ', last: 'サトウ' },
    },
    {
      id: 2,
      brandId: 1,
      programId: 2,
      email: 'taro@example.com',
      password: 'Sakura-2026',
      passwordSalt: '3f6780d6bf3d2f1c5480cfa81d6e2746',
      firstName: 'Taro',
      lastName: 'Yamada',
      kanji: { first: '太郎', last: '山田' },
      kana: { first: 'タロウ', last: 'ヤマダ' },
    },
    {
      id: 3,
      brandId: 1,
      programId: 3,
      email: 'legacy@example.com',
      password: 'Sakura-2026',
      passwordSalt: 'af559f17413c2165bef17124d59ecb15',
      firstName: 'Kenji',
      lastName: 'Mori',
      kanji: { first: '健二', last: '森' },
      kana: { first: 'ケンジ', last: 'モリ' },
    },
    {
      id: 4,
      brandId: 2,
      programId: 4,
      email: 'umi@example.com',
      password: 'Umi-2026',
      passwordSalt: '3ba6554b4722cc7d18793a2a9763f3f7',
      firstName: 'Aoi',
      lastName: 'Nakamura',
      kanji: { first: '葵', last: '中村' },
      kana: { first: 'アオイ', last: 'ナカムラ' },
    },
    {
      // Issue 18: a member whose login e-mail change waits for the link mailed to pending_email; until it is
      // opened (POST .../resend_confirm_email with the new address mails a fresh one) the old address signs in.
      id: 5,
      brandId: 1,
      programId: 1,
      email: 'mika@example.com',
      password: 'Sakura-2026',
      passwordSalt: '3920f95ec3df02bec1caa8965bdcc1bf',
      firstName: 'Mika',
      lastName: 'Ono',
      kanji: { first: '美香', last: '小野' },
      kana: { first: 'ミカ', last: 'オノ' },
    },
  ],
  /** Pending login e-mail changes of the seeded members (issue 18). */
  pendingEmails: [{ memberId: 5, pendingEmail: 'mika.new@example.com' }],
  /**
   * Members of an external provider (document 1 section 6): no password here (UNMATCHABLE_HASH), names the
   * provider owns, so a profile update of them is refused with code 3860.
   */
  providerMembers: [
    { id: 6, brandId: 1, programId: 1, email: 'fb.member@example.com', provider: 'facebook', firstName: 'Sora', lastName: 'Kimura', kanji: { first: '空', last: '木村' }, kana: { first: 'ソラ', last: 'キムラ' } },
    { id: 7, brandId: 1, programId: 1, email: 'line.member@example.com', provider: 'line', firstName: 'Riku', lastName: 'Hayashi', kanji: { first: '陸', last: '林' }, kana: { first: 'リク', last: 'ハヤシ' } },
    { id: 8, brandId: 1, programId: 1, email: 'partner.member@example.com', provider: 'creansmaerd', firstName: 'Mei', lastName: 'Inoue', kanji: { first: '芽衣', last: '井上' }, kana: { first: 'メイ', last: 'イノウエ' } },
  ],
  organizations: [{ id: 1, brandId: 1, name: 'Sakura Trading Co., Ltd.', displayName: 'Sakura Trading', programId: 2 }],
  organizationAccounts: [
    {
      id: 1,
      organizationId: 1,
      accountId: 'sakura-admin',
      password: 'Corp-2026',
      passwordSalt: 'cadc7e0d647eab81bbb27c210c6890a2',
      name: 'Yuki Ito',
      role: 'admin',
    },
    {
      id: 2,
      organizationId: 1,
      accountId: 'sakura-booker',
      password: 'Corp-2026',
      passwordSalt: 'ddd2878be09aa8cbfc2b488c949f8ede',
      name: 'Ren Kato',
      role: 'booker',
    },
  ],
} as const;

export function seedMembers(db: Database, today: string): void {
  const insertProgram = db.prepare(
    'INSERT INTO membership_programs (id, brand_id, name, point_program_enabled, available) VALUES (?, ?, ?, ?, ?)',
  );
  for (const p of MEMBER_SEED.programs) insertProgram.run(p.id, p.brandId, p.name, p.pointProgramEnabled ? 1 : 0, p.available ? 1 : 0);
  const insertSettings = db.prepare(
    `INSERT INTO brand_membership_settings (brand_id, membership_login_enabled, corporate_login_enabled, sign_up_enabled, custom_auth_token_name, point_name)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  for (const s of MEMBER_SEED.brandSettings) {
    insertSettings.run(s.brandId, s.membershipLogin ? 1 : 0, s.corporateLogin ? 1 : 0, s.signUp ? 1 : 0, s.customAuthTokenName, s.pointName);
  }
  const insertProvider = db.prepare('INSERT INTO brand_sign_in_providers (brand_id, provider, position) VALUES (?, ?, ?)');
  for (const { brandId, providers } of MEMBER_SEED.signInProviders) providers.forEach((provider, position) => insertProvider.run(brandId, provider, position));
  const insertMember = db.prepare(
    `INSERT INTO members (id, brand_id, program_id, email, password_hash, first_name, last_name, provider, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?)`,
  );
  for (const m of MEMBER_SEED.members) {
    insertMember.run(m.id, m.brandId, m.programId, m.email, seedPasswordHash(m.password, m.passwordSalt), m.firstName, m.lastName, `${today}T00:00:00.000Z`);
  }
  const insertProviderMember = db.prepare(
    `INSERT INTO members (id, brand_id, program_id, email, password_hash, first_name, last_name, provider, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const m of MEMBER_SEED.providerMembers) {
    insertProviderMember.run(m.id, m.brandId, m.programId, m.email, UNMATCHABLE_HASH, m.firstName, m.lastName, m.provider, `${today}T00:00:00.000Z`);
  }
  const setJapaneseNames = db.prepare(
    'UPDATE members SET first_name_kanji = ?, last_name_kanji = ?, first_name_kana = ?, last_name_kana = ? WHERE id = ?',
  );
  for (const m of [...MEMBER_SEED.members, ...MEMBER_SEED.providerMembers]) setJapaneseNames.run(m.kanji.first, m.kanji.last, m.kana.first, m.kana.last, m.id);
  const setPendingEmail = db.prepare('UPDATE members SET pending_email = ? WHERE id = ?');
  for (const p of MEMBER_SEED.pendingEmails) setPendingEmail.run(p.pendingEmail, p.memberId);
  const insertOrganization = db.prepare('INSERT INTO organizations (id, brand_id, name, display_name, program_id) VALUES (?, ?, ?, ?, ?)');
  for (const o of MEMBER_SEED.organizations) insertOrganization.run(o.id, o.brandId, o.name, o.displayName, o.programId);
  const insertAccount = db.prepare(
    'INSERT INTO organization_accounts (id, organization_id, account_id, password_hash, name, role) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const a of MEMBER_SEED.organizationAccounts) {
    insertAccount.run(a.id, a.organizationId, a.accountId, seedPasswordHash(a.password, a.passwordSalt), a.name, a.role);
  }
}
