import * as z from 'zod/mini';
import { SIGN_IN_PROVIDERS } from '../contracts/provider-sign-in';

/**
 * A brand integration (document 1 section 3 "Brand integrations"): an active flag, the address on the brand's
 * site, and the one to use when an organisation is signed in.
 */
const ZBrandIntegration = z.object({
  is_active: z.boolean(),
  settings_url: z.nullable(z.url({ protocol: /^https?$/ })),
  with_organization_url: z.nullable(z.url({ protocol: /^https?$/ })),
});
export type BrandIntegration = z.infer<typeof ZBrandIntegration>;

/** What a brand offers at sign-in (document 1 section 4 "Login display", section 6). */
export const ZMembershipSettings = z.object({
  login_enabled: z.boolean(),
  corporate_login_enabled: z.boolean(),
  sign_up_enabled: z.boolean(),
  /** The query parameter carrying the brand's custom authentication (SSO) code, null when it has none. */
  custom_auth_token_name: z.nullable(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))),
  /** The external providers whose sign-in buttons the sign-in page shows (ADR 214); absent: none. */
  sign_in_providers: z.optional(z.array(z.enum(SIGN_IN_PROVIDERS))),
  /** "Points (named by the configured point name)": null uses the interface's word for points. */
  point_name: z.optional(z.nullable(z.string().check(z.minLength(1), z.maxLength(40)))),
  /** The membership-menu and customer-login redirect integrations (ADR 219); absent: neither. */
  integrations: z.optional(
    z.object({
      membership_menu_redirect: ZBrandIntegration,
      customer_login_redirect: ZBrandIntegration,
    }),
  ),
});
export type MembershipSettings = z.infer<typeof ZMembershipSettings>;
