import * as z from 'zod/mini';

/** What a brand offers at sign-in (document 1 section 4 "Login display", section 6). */
export const ZMembershipSettings = z.object({
  login_enabled: z.boolean(),
  corporate_login_enabled: z.boolean(),
  sign_up_enabled: z.boolean(),
  /** The query parameter carrying the brand's custom authentication (SSO) code, null when it has none. */
  custom_auth_token_name: z.nullable(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))),
});
export type MembershipSettings = z.infer<typeof ZMembershipSettings>;
