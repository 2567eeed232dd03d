import { AMOUNTS, UNLIMITED_INVENTORY } from '#domain/constants/limits.ts';
import type { UiLocale } from '#domain/constants/locales.ts';
import type { Extra } from '#domain/entities/extra.ts';
import type { Database } from '../db/open-database';
import { pickLocalized } from '../i18n/localized';
import type { Stay } from '../stays/stay';

type ExtraRow = {
  id: number;
  code: string;
  extra_type: 'generic' | 'dated';
  names: string;
  descriptions: string;
  price: number | null;
  stock: number | null;
  min_quantity: number;
  max_quantity: number;
};

const withTax = (price: number) => price + Math.floor((price * AMOUNTS.consumptionTaxPercent) / 100);

/**
 * The hotel's extras for a stay. A dated extra is priced per night of the stay it is sold on; the dates it
 * still has stock for are its booking_available_dates, and its stock is the most any one of them has left.
 * A generic extra's stock is its own (unlimited: the largest safe integer).
 */
export function listExtras(db: Database, hotelId: number, stay: Stay, locale: UiLocale): Extra[] {
  const extras = db.prepare<[number], ExtraRow>('SELECT * FROM extras WHERE hotel_id = ? ORDER BY position').all(hotelId);
  const dated = db.prepare<[number, string, string], { date: string; price: number; stock: number }>(
    'SELECT date, price, stock FROM extra_dated_prices WHERE extra_id = ? AND date >= ? AND date < ? ORDER BY date',
  );
  const deliveryTimes = db.prepare<[number], { delivered_at: string; quantity: number; price: number }>(
    'SELECT delivered_at, quantity, price FROM extra_delivery_times WHERE extra_id = ? ORDER BY delivered_at',
  );
  const plans = db.prepare<[number], { code: string }>(
    'SELECT p.code FROM plan_inclusive_extras i JOIN plans p ON p.id = i.plan_id WHERE i.extra_id = ? ORDER BY p.position',
  );
  return extras.map((extra) => {
    const prices = extra.extra_type === 'dated' ? dated.all(extra.id, stay.checkin, stay.checkout) : [];
    const available = prices.filter((price) => price.stock > 0);
    return {
      extra_id: extra.id,
      code: extra.code,
      extra_type: extra.extra_type,
      name: pickLocalized(extra.names, locale),
      description: pickLocalized(extra.descriptions, locale),
      price: extra.price,
      price_with_tax: extra.price === null ? null : withTax(extra.price),
      prices: prices.map((price) => ({ ...price, price_with_tax: withTax(price.price) })),
      booking_available_dates: available.map((price) => price.date),
      stock:
        extra.extra_type === 'generic'
          ? (extra.stock ?? UNLIMITED_INVENTORY)
          : available.reduce((most, price) => Math.max(most, price.stock), 0),
      min_quantity: extra.min_quantity,
      max_quantity: extra.max_quantity,
      inclusive_hotel_plan_codes: plans.all(extra.id).map((plan) => plan.code),
      normalized_delivery_times: deliveryTimes.all(extra.id).map((slot) => ({ ...slot, priceWithTax: withTax(slot.price) })),
    };
  });
}
