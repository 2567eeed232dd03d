import type { Reservation } from '#domain/entities/reservation.ts';
import type { UpdateSettingsRequest } from '#domain/entities/reservation-management.ts';

/** The ways a reservation may move between online: those needing no card (the server re-checks the plans). */
export const CHANGEABLE_PAYMENT_TYPES = ['on_site', 'deferred_payment'] as const;
type ChangeablePayment = (typeof CHANGEABLE_PAYMENT_TYPES)[number];

export type ChangeFormValues = {
  checkin: string;
  /** Ignored for a day use, which has no nights. */
  checkout: string;
  rooms: { id: number; adults: number }[];
  /** The booked extras, in the reservation's order; 0 removes one. */
  extras: { quantity: number }[];
  payment_type: ChangeablePayment | null;
};

/** Message keys of the manage catalog's validation, per form field path. */
export type ChangeFormIssues = Partial<Record<string, 'invalid_date' | 'checkin_in_past' | 'checkout_after_checkin' | 'adults_min' | 'quantity_min'>>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isChangeablePayment(type: string): type is ChangeablePayment {
  return (CHANGEABLE_PAYMENT_TYPES as readonly string[]).includes(type);
}

export function changeFormDefaults(reservation: Reservation): ChangeFormValues {
  return {
    checkin: reservation.checkin_date,
    checkout: reservation.checkout_date,
    rooms: reservation.rooms.map((room) => ({ id: room.id, adults: room.adults })),
    extras: (reservation.extras ?? []).map((extra) => ({ quantity: extra.quantity })),
    payment_type: isChangeablePayment(reservation.payment.type) ? reservation.payment.type : null,
  };
}

/** What the guest typed that cannot be sent, before the server checks the plan's rules (minimum nights, stock). */
export function changeFormIssues(reservation: Reservation, values: ChangeFormValues, today: string): ChangeFormIssues {
  const issues: ChangeFormIssues = {};
  const dayUse = reservation.is_day_use === true;
  if (!ISO_DATE.test(values.checkin)) issues.checkin = 'invalid_date';
  else if (values.checkin < today) issues.checkin = 'checkin_in_past';
  if (!dayUse) {
    if (!ISO_DATE.test(values.checkout)) issues.checkout = 'invalid_date';
    else if (!issues.checkin && values.checkout <= values.checkin) issues.checkout = 'checkout_after_checkin';
  }
  values.rooms.forEach((room, i) => {
    if (!Number.isInteger(room.adults) || room.adults < 1) issues[`rooms.${i}.adults`] = 'adults_min';
  });
  values.extras.forEach((extra, i) => {
    if (!Number.isInteger(extra.quantity) || extra.quantity < 0) issues[`extras.${i}.quantity`] = 'quantity_min';
  });
  return issues;
}

/**
 * The update_settings body for what the guest changed, or undefined when nothing changed. Only changed parts are
 * sent: the server keeps the rest as booked (the plan always). A day use moves its one day (checkout = checkin).
 */
export function changeRequest(reservation: Reservation, values: ChangeFormValues): UpdateSettingsRequest | undefined {
  const body: UpdateSettingsRequest = {};
  const checkout = reservation.is_day_use === true ? values.checkin : values.checkout;
  if (values.checkin !== reservation.checkin_date || checkout !== reservation.checkout_date) {
    body.checkin = values.checkin;
    body.checkout = checkout;
  }
  const roomsChanged = values.rooms.some((room, i) => room.adults !== reservation.rooms[i]?.adults);
  if (roomsChanged) {
    body.rooms = reservation.rooms.map((room, i) => ({ id: room.id, adults: values.rooms[i]?.adults ?? room.adults, children: room.children }));
  }
  const booked = reservation.extras ?? [];
  if (values.extras.some((extra, i) => extra.quantity !== booked[i]?.quantity)) {
    body.extras = booked.flatMap((extra, i) => {
      const quantity = values.extras[i]?.quantity ?? extra.quantity;
      if (quantity === 0) return [];
      return [
        {
          extra_id: extra.extra_id,
          quantity,
          ...(extra.date === null ? {} : { date: extra.date }),
          ...(extra.delivery_time === null ? {} : { delivery_time: extra.delivery_time }),
        },
      ];
    });
  }
  if (values.payment_type !== null && values.payment_type !== reservation.payment.type) body.payment_type = values.payment_type;
  return Object.keys(body).length > 0 ? body : undefined;
}
