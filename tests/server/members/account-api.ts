import { listMails } from '#server/src/outbox/outbox.ts';
import { memberCall } from '../member-api';
import { APP_ORIGIN, createTestApi, NOW, TOKYO } from '../test-api';

// Helpers of the membership lifecycle tests (issue 18): a clock the test moves, calls by path, and the token of the
// latest link mailed to an address (read from the outbox, as the guest would read their mail).

export type Api = ReturnType<typeof createTestApi>;

export function apiWithClock() {
  let now = NOW;
  const api = createTestApi({ now: () => now });
  return { api, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

export const RESET_URL = `${APP_ORIGIN}/change-password?code=${TOKYO.code}&locale=en`;
export const CONFIRMATION_URL = `${APP_ORIGIN}/member-confirmation?code=${TOKYO.code}&locale=en`;

export const membership = (api: Api, session: string, method: string, call: string, options: { body?: unknown; token?: string } = {}) =>
  memberCall(api.app, session, method, `/hotels/${TOKYO.id}/memberships/${call}`, {
    ...(options.body === undefined ? {} : { body: options.body }),
    headers: options.token ? { Authorization: `Bearer ${options.token}` } : {},
  });

export function mailsTo(api: Api, address: string) {
  return listMails(api.db).filter((mail) => mail.to_address === address);
}

/** The value of `param` in the link of the latest mail to the address. */
export function latestLinkParam(api: Api, address: string, param: string): string {
  const [mail] = mailsTo(api, address);
  if (!mail) throw new Error(`no mail to ${address}`);
  const link = mail.body.split('\n').find((line) => line.startsWith('http'));
  const value = link && new URL(link).searchParams.get(param);
  if (!value) throw new Error(`the mail to ${address} has no ${param}`);
  return value;
}
