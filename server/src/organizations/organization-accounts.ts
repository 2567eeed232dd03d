import type { SignedInOrganization } from '#domain/entities/member.ts';
import type { Database } from '../db/open-database';

export type OrganizationAccountRow = {
  id: number;
  organization_id: number;
  account_id: string;
  password_hash: string;
  name: string;
  role: string;
};

/** An account id is unique within an organisation; across one brand's organisations the first match signs in. */
export function findOrganizationAccount(db: Database, brandId: number, accountId: string): OrganizationAccountRow | undefined {
  return db
    .prepare<[number, string], OrganizationAccountRow>(
      `SELECT a.* FROM organization_accounts a JOIN organizations o ON o.id = a.organization_id
       WHERE o.brand_id = ? AND a.account_id = ? ORDER BY a.id LIMIT 1`,
    )
    .get(brandId, accountId.trim());
}

/** The account and its organisation as the identity answer shows them. */
export function signedInOrganization(db: Database, accountId: number): SignedInOrganization | undefined {
  const row = db
    .prepare<
      [number],
      { organization_id: number; name: string; display_name: string; program_id: number | null; account_name: string; role: string }
    >(
      `SELECT o.id AS organization_id, o.name, o.display_name, o.program_id, a.name AS account_name, a.role
       FROM organization_accounts a JOIN organizations o ON o.id = a.organization_id WHERE a.id = ?`,
    )
    .get(accountId);
  return (
    row && {
      id: row.organization_id,
      name: row.name,
      display_name: row.display_name,
      program_id: row.program_id,
      account_name: row.account_name,
      role: row.role,
    }
  );
}
