import { getHotelAdditionalQuestions } from '#domain/contracts/index.ts';
import type { MountContract } from '../http/mount-contract';
import { hotelForSession } from '../hotels/hotel-for-session';
import { listAdditionalQuestions } from '../questions/additional-questions';
import { hotelToday } from '../stays/stay';
import type { RouteDeps } from './route-deps';

export function mountQuestionRoutes(mount: MountContract, { db, now }: RouteDeps): void {
  mount(getHotelAdditionalQuestions, ({ params, query, session }) => {
    const { hotel } = hotelForSession(db, params.hotelId, session);
    const owner = { kind: 'hotel', hotelId: hotel.id } as const;
    return { status: 200, body: { additional_questions: listAdditionalQuestions(db, owner, query, hotelToday(hotel, now())) } };
  });
}
