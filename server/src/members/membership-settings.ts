import type { MembershipSettings } from '#domain/entities/membership-settings.ts';
import type { Database } from '../db/open-database';

const NONE: MembershipSettings = { login_enabled: false, corporate_login_enabled: false, sign_up_enabled: false, custom_auth_token_name: null };

/** A brand without membership settings offers no sign-in at all. */
export function membershipSettings(db: Database, brandId: number): MembershipSettings {
  const row = db
    .prepare<
      [number],
      { membership_login_enabled: number; corporate_login_enabled: number; sign_up_enabled: number; custom_auth_token_name: string | null }
    >('SELECT * FROM brand_membership_settings WHERE brand_id = ?')
    .get(brandId);
  if (!row) return NONE;
  return {
    login_enabled: row.membership_login_enabled === 1,
    corporate_login_enabled: row.corporate_login_enabled === 1,
    sign_up_enabled: row.sign_up_enabled === 1,
    custom_auth_token_name: row.custom_auth_token_name,
  };
}
