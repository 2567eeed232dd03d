import { createCardToken } from '#domain/contracts/psp-tokens.ts';
import type { MountContract } from '../http/mount-contract';
import { tokenizeCard } from '../payments/card-tokens';
import type { RouteDeps } from './route-deps';

/** The stand-in payment provider: an outside party, so it needs no client session. */
export function mountPaymentRoutes(mount: MountContract, { db, now }: RouteDeps): void {
  mount(createCardToken, ({ body }) => ({ status: 201, body: tokenizeCard(db, body, now()) }));
}
