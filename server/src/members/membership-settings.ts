import { SIGN_IN_PROVIDERS, type SignInProvider } from '#domain/contracts/provider-sign-in.ts';
import type { BrandIntegration, MembershipSettings } from '#domain/entities/membership-settings.ts';
import type { Database } from '../db/open-database';

const NONE: MembershipSettings = { login_enabled: false, corporate_login_enabled: false, sign_up_enabled: false, custom_auth_token_name: null };

type SettingsRow = {
  membership_login_enabled: number;
  corporate_login_enabled: number;
  sign_up_enabled: number;
  custom_auth_token_name: string | null;
  point_name: string | null;
};
type IntegrationRow = { kind: 'membership_menu_redirect' | 'customer_login_redirect'; is_active: number; settings_url: string | null; with_organization_url: string | null };

const OFF: BrandIntegration = { is_active: false, settings_url: null, with_organization_url: null };

/** A brand without membership settings offers no sign-in at all. */
export function membershipSettings(db: Database, brandId: number): MembershipSettings {
  const row = db.prepare<[number], SettingsRow>('SELECT * FROM brand_membership_settings WHERE brand_id = ?').get(brandId);
  if (!row) return NONE;
  const integrations = db.prepare<[number], IntegrationRow>('SELECT * FROM brand_integrations WHERE brand_id = ?').all(brandId);
  const integration = (kind: IntegrationRow['kind']): BrandIntegration => {
    const found = integrations.find((entry) => entry.kind === kind);
    return found ? { is_active: found.is_active === 1, settings_url: found.settings_url, with_organization_url: found.with_organization_url } : OFF;
  };
  return {
    login_enabled: row.membership_login_enabled === 1,
    corporate_login_enabled: row.corporate_login_enabled === 1,
    sign_up_enabled: row.sign_up_enabled === 1,
    custom_auth_token_name: row.custom_auth_token_name,
    sign_in_providers: signInProviders(db, brandId),
    point_name: row.point_name,
    integrations: { membership_menu_redirect: integration('membership_menu_redirect'), customer_login_redirect: integration('customer_login_redirect') },
  };
}

/** The external providers a brand offers, in its order (ADR 214). */
export function signInProviders(db: Database, brandId: number): SignInProvider[] {
  return db
    .prepare<[number], { provider: string }>('SELECT provider FROM brand_sign_in_providers WHERE brand_id = ? ORDER BY position')
    .all(brandId)
    .map((row) => row.provider)
    .filter((provider): provider is SignInProvider => (SIGN_IN_PROVIDERS as readonly string[]).includes(provider));
}
