import { getCancellationPolicies, getCancellationPolicy } from '#domain/contracts/index.ts';
import { findCancellationPolicy, policiesForRoomPlans } from '../cancellation/cancellation-policies';
import type { MountContract } from '../http/mount-contract';
import { hotelForSession } from '../hotels/hotel-for-session';
import type { RouteDeps } from './route-deps';

export function mountCancellationPolicyRoutes(mount: MountContract, { db }: RouteDeps): void {
  mount(getCancellationPolicies, ({ params, query, session }) => {
    const { hotel } = hotelForSession(db, params.hotelId, session);
    return { status: 200, body: policiesForRoomPlans(db, hotel.id, query.room_plan_codes, query.locale) };
  });

  mount(getCancellationPolicy, ({ params, query, session }) => {
    const { hotel } = hotelForSession(db, params.hotelId, session);
    return { status: 200, body: findCancellationPolicy(db, hotel.id, params.policyId, query.locale) };
  });
}
