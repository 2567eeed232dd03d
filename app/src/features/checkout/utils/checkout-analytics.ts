import type { Ga4EventPayload, Ga4Item } from '#bridge/host-methods.ts';
import type { BookingPaymentType } from '#domain/rules/booking-payment.ts';
import type { SelectedPlan } from '../api/get-selected-plan';
import { bookedCheckout, type BookingSelection } from '#app/shared/stay/booking-selection.ts';

// The guest_detail and payment_detail page layers (document 1 section 2, analytics page layers) for the host's
// GA4 through the bridge's ga4Event, as GA4's begin_checkout and add_payment_info ecommerce events. Like the
// search_result and purchase layers: what is booked and for how much, never who books (no name, email or phone).

export type CheckoutFacts = {
  selection: BookingSelection;
  chosen: readonly SelectedPlan[];
  hotelCode: string;
  currency: string;
  /** What the guest pays as priced now, extras included. */
  total: number;
};

function items({ selection, chosen }: CheckoutFacts): Ga4Item[] {
  return selection.rooms.map((booked, index) => ({
    item_id: booked.room_plan_code,
    item_name: chosen[index]?.plan.room_plan_name ?? booked.room_plan_code,
    item_category: booked.room_type_code,
    item_variant: chosen[index]?.room.room_type_name ?? booked.room_type_code,
    index,
    quantity: 1,
  }));
}

function stay(facts: CheckoutFacts) {
  return {
    hotel_code: facts.hotelCode,
    currency: facts.currency,
    value: facts.total,
    checkin: facts.selection.checkin,
    checkout: bookedCheckout(facts.selection),
    rooms: facts.selection.rooms.length,
    adults: facts.selection.rooms.reduce((sum, room) => sum + room.adults, 0),
  };
}

/** guest_detail: the priced stay the guest is about to give their details for. */
export function guestDetailEvent(facts: CheckoutFacts): Ga4EventPayload {
  return { name: 'begin_checkout', params: { page_layer: 'guest_detail', ...stay(facts), items: items(facts) } };
}

/** payment_detail: the way to pay the guest chose when sending the booking. */
export function paymentDetailEvent(facts: CheckoutFacts, paymentType: BookingPaymentType): Ga4EventPayload {
  return { name: 'add_payment_info', params: { page_layer: 'payment_detail', ...stay(facts), payment_type: paymentType, items: items(facts) } };
}
