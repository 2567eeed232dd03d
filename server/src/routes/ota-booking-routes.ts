import { getOtaReservation, getTemporaryStorage, saveTemporaryStorage, verifyEmail } from '#domain/contracts/ota-booking.ts';
import { invalidSession } from '../http/api-error';
import type { MountContract } from '../http/mount-contract';
import { verifyEmail as checkOrSendCode } from '../ota/email-verifications';
import { readOtaReservation } from '../ota/ota-reservations';
import { readTemporaryStorage, saveTemporaryStorage as keepBooking } from '../ota/temporary-storages';
import type { ClientSession } from '../sessions/client-sessions';
import type { RouteDeps } from './route-deps';

/** The contracts are `session: true`: the mounter has refused a call without one. */
function present(session: ClientSession | undefined): ClientSession {
  if (!session) throw invalidSession();
  return session;
}

/** The travel-agency booking path's calls (document 2 section 7.5, ADR 242). */
export function mountOtaBookingRoutes(mount: MountContract, { db, now }: RouteDeps): void {
  mount(saveTemporaryStorage, ({ params, body, session }) => ({ status: 200, body: keepBooking(db, present(session), params.id, body, now()) }));
  mount(getTemporaryStorage, ({ params, session }) => ({ status: 200, body: readTemporaryStorage(db, present(session), params.id, now()) }));
  mount(getOtaReservation, ({ params, query, session, context }) => ({
    status: 200,
    body: readOtaReservation(db, present(session), params.id, query, new URL(context.req.url).origin),
  }));
  mount(verifyEmail, ({ body, session }) => ({ status: 200, body: checkOrSendCode(db, present(session), body, now()) }));
}
