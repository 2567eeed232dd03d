import { LOCALE_TAGS } from '#domain/constants/locales.ts';
import { isCurrencyCode } from '#domain/constants/currencies.ts';
import { formatMoney, fromMinorUnits } from '#domain/rules/money.ts';
import type { Database } from '../db/open-database';
import type { HotelRow } from '../hotels/hotel-row';
import { mailLanguage } from '../outbox/mail-language';
import { writeMail } from '../outbox/outbox';
import { RESERVATION_MAIL_TEXTS } from '../outbox/reservation-mail-texts';
import { PAYMENT_LINK_MAIL_TEXTS } from './payment-link-mail-texts';
import type { PaymentLinkRow } from './payment-links';

/** The app's payment-link page for this link: /payments/{paymentNumber}, with the hotel code the app starts from. */
export function paymentLinkUrl(appUrl: string, hotel: HotelRow, link: PaymentLinkRow, locale: string): string {
  const url = new URL(`${appUrl.replace(/\/+$/, '')}/payments/${encodeURIComponent(link.payment_number)}`);
  url.searchParams.set('hotel_code', hotel.code);
  url.searchParams.set('locale', locale);
  return url.toString();
}

/** The mail the hotel's system sends with a new link, in the guest's language. */
export function writePaymentLinkMail(db: Database, input: { hotel: HotelRow; link: PaymentLinkRow; locale: string; appUrl: string }, now: Date): void {
  const { locale, value } = mailLanguage(input.locale);
  const texts = PAYMENT_LINK_MAIL_TEXTS[locale];
  const hotel = value(input.hotel.name);
  const currency = isCurrencyCode(input.link.currency) ? input.link.currency : 'JPY';
  const amount = value(formatMoney(fromMinorUnits(input.link.amount, currency), currency, LOCALE_TAGS[locale]));
  const body = [
    RESERVATION_MAIL_TEXTS[locale].greeting(value(input.link.guest_name)),
    '',
    texts.intro(hotel, value(input.link.description), amount),
    texts.action,
    paymentLinkUrl(input.appUrl, input.hotel, input.link, locale),
  ].join('\n');
  writeMail(db, { to_address: input.link.email, subject: texts.subject(hotel), body, reservation_id: null, created_at: now.toISOString() });
}
