import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import { ZMemberSignIn } from '#domain/entities/member.ts';
import { MEMBER_SEED } from '#server/src/members/seed-members.ts';

type App = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

export const HANAKO = MEMBER_SEED.members[0];
export const TARO = MEMBER_SEED.members[1];
export const LEGACY = MEMBER_SEED.members[2];
export const UMI_MEMBER = MEMBER_SEED.members[3];
export const CORPORATE_ADMIN = MEMBER_SEED.organizationAccounts[0];

export const bearer = (token: string) => ({ [REQUEST_HEADERS.authorization]: `Bearer ${token}` });

/** Calls the API with a client session, JSON body and extra headers. */
export function memberCall(app: App, session: string, method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}) {
  return app.request(path, {
    method,
    headers: {
      [REQUEST_HEADERS.clientSession]: session,
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

/** Signs a seeded member in and returns the member token and refresh token. */
export async function signIn(app: App, session: string, hotelId: number, member: { email: string; password: string }, headers: Record<string, string> = {}) {
  const response = await memberCall(app, session, 'POST', `/hotels/${hotelId}/memberships/sign_in`, {
    body: { email: member.email, password: member.password },
    headers,
  });
  if (response.status !== 200) throw new Error(`sign in answered ${response.status}: ${await response.text()}`);
  const { data } = (await response.json()) as { data: unknown };
  const parsed = ZMemberSignIn.parse(data);
  return { ...parsed, refresh_token: (data as { refresh_token: string }).refresh_token };
}
