import type { MemberUser, MembershipProgram } from '#domain/entities/member.ts';
import type { Database } from '../db/open-database';

export type MemberRow = {
  id: number;
  brand_id: number;
  program_id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  provider: MemberUser['provider'];
};

export function findMemberByEmail(db: Database, brandId: number, email: string): MemberRow | undefined {
  return db.prepare<[number, string], MemberRow>('SELECT * FROM members WHERE brand_id = ? AND email = ?').get(brandId, email.trim());
}

export function findMemberById(db: Database, memberId: number): MemberRow | undefined {
  return db.prepare<[number], MemberRow>('SELECT * FROM members WHERE id = ?').get(memberId);
}

/** The member as the identity answer shows it; the brand's other programmes are those it is not signed in to. */
export function memberUser(db: Database, member: MemberRow): MemberUser {
  const others = db
    .prepare<[number, number], { id: number }>('SELECT id FROM membership_programs WHERE brand_id = ? AND id <> ? ORDER BY id')
    .all(member.brand_id, member.program_id)
    .map((row) => row.id);
  return {
    id: member.id,
    first_name: member.first_name,
    last_name: member.last_name,
    email: member.email,
    provider: member.provider,
    program_id: member.program_id,
    non_signed_in_program_ids: others,
  };
}

/** The programme, or undefined when the provider cannot serve it (the app then signs the member out). */
export function availableProgram(db: Database, programId: number): MembershipProgram | undefined {
  const row = db
    .prepare<[number], { id: number; name: string; point_program_enabled: number }>(
      'SELECT id, name, point_program_enabled FROM membership_programs WHERE id = ? AND available = 1',
    )
    .get(programId);
  return row && { id: row.id, name: row.name, point_program_enabled: row.point_program_enabled === 1 };
}
