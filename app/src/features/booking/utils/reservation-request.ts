import type { UiLocale } from '../../../../../domain/constants/locales';
import type { Booker, CreateReservationRequest } from '../../../../../domain/entities/reservation';
import type { RoomSelection } from '../../../lib/stay-query';

type ReservationRequestInput = {
  selection: RoomSelection;
  booker: Booker;
  locale: UiLocale;
  /** The total the guest was shown and accepted; the server refuses the booking if its price differs. */
  expectedTotal: number;
};

/** One room, paid on site: the booking this first version of the flow makes. */
export function reservationRequest({ selection, booker, locale, expectedTotal }: ReservationRequestInput): CreateReservationRequest {
  return {
    checkin: selection.checkin,
    checkout: selection.checkout,
    locale,
    booking_source: 'booking_widget',
    booker,
    rooms: [
      {
        room_type_code: selection.roomTypeCode,
        room_plan_code: selection.roomPlanCode,
        adults: selection.adults,
        children: 0,
      },
    ],
    payment: { type: 'on_site' },
    expected_total_price: expectedTotal,
  };
}
