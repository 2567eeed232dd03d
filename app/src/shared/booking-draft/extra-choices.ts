import type { DeliveryTime, Extra } from '#domain/entities/extra.ts';
import type { CreateReservationRequest } from '#domain/entities/reservation.ts';

/** One night an extra can be had on (dated extras), or null for a generic extra. */
export type ExtraSlot = { date: string | null; price_with_tax: number; stock: number };

/** An extra guest detail offers, with the nights it is sold on; `included` when the plan's price has it already. */
export type OfferedExtra = { extra: Extra; slots: ExtraSlot[]; included: boolean };

/**
 * How many of an extra the guest wants on one slot, and the delivery time chosen among the extra's
 * normalized_delivery_times (its delivered_at; '' for no preference).
 */
export type ExtraChoice = { extra_id: number; date: string | null; quantity: number; delivery_time: string };

export type ExtraIssue = 'quantity_out_of_range' | 'extra_sold_out' | 'date_not_available' | 'delivery_time_not_offered' | 'too_many_for_delivery_time';

/** The delivery times an extra offers; none means it takes no delivery time. */
export function deliveryTimes(extra: Pick<Extra, 'normalized_delivery_times'>): DeliveryTime[] {
  return extra.normalized_delivery_times ?? [];
}

/** The delivery time a choice names, if the extra offers it. */
function chosenDeliveryTime(extra: Pick<Extra, 'normalized_delivery_times'>, choice: ExtraChoice): DeliveryTime | undefined {
  return deliveryTimes(extra).find((time) => time.delivered_at === choice.delivery_time);
}

/** A choice's key: one per extra and night. */
export function choiceKey(extraId: number, date: string | null): string {
  return date === null ? `${extraId}` : `${extraId}@${date}`;
}

/**
 * The extras to offer for a plan. A plan that includes an extra shows it as included. A dated extra is shown
 * only if some booking-available date matches a price date (document 1 section 5), on those dates.
 */
export function offeredExtras(extras: readonly Extra[], hotelPlanCodes: readonly string[]): OfferedExtra[] {
  return extras.flatMap((extra): OfferedExtra[] => {
    const included = hotelPlanCodes.length > 0 && hotelPlanCodes.every((code) => extra.inclusive_hotel_plan_codes.includes(code));
    if (extra.extra_type === 'generic') {
      if (extra.price_with_tax === null) return [];
      return [{ extra, included, slots: [{ date: null, price_with_tax: extra.price_with_tax, stock: extra.stock }] }];
    }
    const slots = extra.prices
      .filter((price) => extra.booking_available_dates.includes(price.date))
      .map((price) => ({ date: price.date, price_with_tax: price.price_with_tax, stock: price.stock }));
    return slots.length > 0 ? [{ extra, included, slots }] : [];
  });
}

/** The quantities a guest may choose on a slot: from the extra's minimum to its maximum, no more than the stock. */
export function quantityChoices(extra: Pick<Extra, 'min_quantity' | 'max_quantity'>, stock: number): number[] {
  const most = Math.min(extra.max_quantity, stock);
  return most < extra.min_quantity ? [] : Array.from({ length: most - extra.min_quantity + 1 }, (_, i) => extra.min_quantity + i);
}

/** What is wrong with a choice against what is offered now (a choice kept from before may have gone stale). */
export function extraChoiceIssue(offered: readonly OfferedExtra[], choice: ExtraChoice): ExtraIssue | undefined {
  const match = offered.find((candidate) => candidate.extra.extra_id === choice.extra_id && !candidate.included);
  const slot = match?.slots.find((candidate) => candidate.date === choice.date);
  if (!match || !slot) return 'date_not_available';
  if (choice.quantity < match.extra.min_quantity || choice.quantity > match.extra.max_quantity) return 'quantity_out_of_range';
  if (choice.quantity > slot.stock) return 'extra_sold_out';
  if (choice.delivery_time === '') return undefined;
  const time = chosenDeliveryTime(match.extra, choice);
  if (!time) return 'delivery_time_not_offered';
  if (choice.quantity > time.quantity) return 'too_many_for_delivery_time';
  return undefined;
}

/**
 * A chosen extra as the breakdown shows it: its name, its night (dated extras), its delivery time, and quantity
 * times the price plus what the delivery time adds.
 */
export type ExtraLine = { key: string; name: string; date: string | null; deliveryTime: string | null; quantity: number; amount: number };

/** The chosen extras' lines, each at its tax-included price plus the delivery time's, as the server adds them to the total. */
export function extraLines(offered: readonly OfferedExtra[], choices: readonly ExtraChoice[]): ExtraLine[] {
  return choices.flatMap((choice): ExtraLine[] => {
    const match = offered.find((candidate) => candidate.extra.extra_id === choice.extra_id);
    const slot = match?.slots.find((candidate) => candidate.date === choice.date);
    if (!match || !slot || extraChoiceIssue(offered, choice)) return [];
    return [
      {
        key: choiceKey(choice.extra_id, choice.date),
        name: match.extra.name,
        date: choice.date,
        deliveryTime: choice.delivery_time === '' ? null : choice.delivery_time,
        quantity: choice.quantity,
        amount: slot.price_with_tax * choice.quantity + (chosenDeliveryTime(match.extra, choice)?.priceWithTax ?? 0),
      },
    ];
  });
}

export function extrasTotal(lines: readonly ExtraLine[]): number {
  return lines.reduce((sum, line) => sum + line.amount, 0);
}

/** The reservation's extras: the valid choices, a night only for dated ones, the delivery time when one is chosen. */
export function extrasRequest(offered: readonly OfferedExtra[], choices: readonly ExtraChoice[]): NonNullable<CreateReservationRequest['extras']> {
  return choices
    .filter((choice) => !extraChoiceIssue(offered, choice))
    .map((choice) => ({
      extra_id: choice.extra_id,
      quantity: choice.quantity,
      ...(choice.date === null ? {} : { date: choice.date }),
      ...(choice.delivery_time === '' ? {} : { delivery_time: choice.delivery_time }),
    }));
}
