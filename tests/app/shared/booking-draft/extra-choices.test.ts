import { describe, expect, it } from 'vitest';
import type { Extra } from '#domain/entities/extra.ts';
import { UNLIMITED_INVENTORY } from '#domain/constants/limits.ts';
import {
  extraChoiceIssue,
  extraLines,
  extrasRequest,
  extrasTotal,
  offeredExtras,
  quantityChoices,
  type ExtraChoice,
} from '#app/shared/booking-draft/extra-choices.ts';

function anExtra(overrides: Partial<Extra>): Extra {
  return {
    extra_id: 1,
    code: 'welcome-drink',
    extra_type: 'generic',
    name: 'Welcome drink',
    description: '',
    price: 1000,
    price_with_tax: 1080,
    prices: [],
    booking_available_dates: [],
    stock: UNLIMITED_INVENTORY,
    min_quantity: 1,
    max_quantity: 10,
    inclusive_hotel_plan_codes: ['breakfast'],
    ...overrides,
  };
}

const drink = anExtra({});
const transfer = anExtra({ extra_id: 2, code: 'airport-transfer', name: 'Airport transfer', price: 8000, price_with_tax: 8640, stock: 1, max_quantity: 2, inclusive_hotel_plan_codes: [] });
const dinner = anExtra({
  extra_id: 3,
  code: 'dinner-course',
  extra_type: 'dated',
  name: 'Dinner course',
  price: null,
  price_with_tax: null,
  prices: [
    { date: '2026-12-04', price: 7200, price_with_tax: 7776, stock: 0 },
    { date: '2026-12-05', price: 7200, price_with_tax: 7776, stock: 8 },
  ],
  booking_available_dates: ['2026-12-05'],
  stock: 8,
  inclusive_hotel_plan_codes: [],
  normalized_delivery_times: [
    { delivered_at: '19:00', quantity: 4, price: 0, priceWithTax: 0 },
    { delivered_at: '21:00', quantity: 1, price: 500, priceWithTax: 540 },
  ],
});
const soldOutDated = anExtra({
  extra_id: 4,
  extra_type: 'dated',
  price: null,
  price_with_tax: null,
  prices: [{ date: '2026-12-04', price: 12000, price_with_tax: 12960, stock: 0 }],
  booking_available_dates: [],
  inclusive_hotel_plan_codes: [],
});

describe('extras', () => {
  it('offer generic extras once and dated ones only on nights that are both priced and available', () => {
    const offered = offeredExtras([drink, transfer, dinner, soldOutDated], ['room-only']);
    expect(offered.map((o) => [o.extra.extra_id, o.included, o.slots.map((slot) => slot.date)])).toEqual([
      [1, false, [null]],
      [2, false, [null]],
      [3, false, ['2026-12-05']],
    ]);
    // Every booked plan includes the drink: it is shown as included, not sold.
    expect(offeredExtras([drink], ['breakfast'])[0]?.included).toBe(true);
    expect(offeredExtras([drink], ['breakfast', 'room-only'])[0]?.included).toBe(false);
  });

  it('let the quantity run from the minimum to the maximum, no further than the stock', () => {
    expect(quantityChoices({ min_quantity: 1, max_quantity: 2 }, UNLIMITED_INVENTORY)).toEqual([1, 2]);
    expect(quantityChoices({ min_quantity: 2, max_quantity: 5 }, 3)).toEqual([2, 3]);
    expect(quantityChoices({ min_quantity: 2, max_quantity: 5 }, 1)).toEqual([]);
  });

  it('say what is wrong with a choice kept from before, and leave it out of the total and the request', () => {
    const offered = offeredExtras([drink, transfer, dinner], ['room-only']);
    const choices: ExtraChoice[] = [
      { extra_id: 1, date: null, quantity: 11, delivery_time: '' },
      { extra_id: 2, date: null, quantity: 2, delivery_time: '' },
      { extra_id: 3, date: '2026-12-04', quantity: 1, delivery_time: '' },
      { extra_id: 3, date: '2026-12-05', quantity: 2, delivery_time: '19:00' },
      // The drink is delivered at no set time; 20:00 is not one of the dinner's times; 21:00 takes one only.
      { extra_id: 1, date: null, quantity: 1, delivery_time: '19:00' },
      { extra_id: 3, date: '2026-12-05', quantity: 1, delivery_time: '20:00' },
      { extra_id: 3, date: '2026-12-05', quantity: 2, delivery_time: '21:00' },
    ];
    expect(choices.map((choice) => extraChoiceIssue(offered, choice))).toEqual([
      'quantity_out_of_range',
      'extra_sold_out',
      'date_not_available',
      undefined,
      'delivery_time_not_offered',
      'delivery_time_not_offered',
      'too_many_for_delivery_time',
    ]);
    const lines = extraLines(offered, choices);
    expect(lines).toEqual([{ key: '3@2026-12-05', name: 'Dinner course', date: '2026-12-05', deliveryTime: '19:00', quantity: 2, amount: 15552 }]);
    expect(extrasTotal(lines)).toBe(15552);
    expect(extrasRequest(offered, choices)).toEqual([{ extra_id: 3, quantity: 2, date: '2026-12-05', delivery_time: '19:00' }]);
  });

  it('send a generic extra without a night, and a delivery time only when given', () => {
    const offered = offeredExtras([transfer], []);
    const choices = [{ extra_id: 2, date: null, quantity: 1, delivery_time: '' }];
    expect(extrasRequest(offered, choices)).toEqual([{ extra_id: 2, quantity: 1 }]);
    expect(extrasTotal(extraLines(offered, choices))).toBe(8640);
  });

  it("add the chosen delivery time's price once to the extra's line, and send the time", () => {
    const offered = offeredExtras([dinner], []);
    const choices = [{ extra_id: 3, date: '2026-12-05', quantity: 1, delivery_time: '21:00' }];
    expect(extraLines(offered, choices)).toEqual([
      { key: '3@2026-12-05', name: 'Dinner course', date: '2026-12-05', deliveryTime: '21:00', quantity: 1, amount: 7776 + 540 },
    ]);
    expect(extrasRequest(offered, choices)).toEqual([{ extra_id: 3, quantity: 1, date: '2026-12-05', delivery_time: '21:00' }]);
  });
});
