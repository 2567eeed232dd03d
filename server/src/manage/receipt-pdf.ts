import { PDFDocument, ReadingDirection, rgb } from 'pdf-lib';
import { LOCALE_TAGS, RTL_LOCALES, type UiLocale } from '#domain/constants/locales.ts';
import type { Reservation } from '#domain/entities/reservation.ts';
import { nightsBetween, utcMidnight } from '#domain/rules/nights.ts';
import { cachedFontkit } from './receipt-fonts';
import { RECEIPT_LABELS } from './receipt-labels';
import { paidInOtherCurrency, receiptMoney } from './receipt-money';
import { fitLines, ReceiptTextWriter, shapeLine, type ShapedLine, type TextStyle } from './receipt-text';

/** A4 portrait, in points, with the margins the text keeps. */
const PAGE = { width: 595, height: 842, margin: 56 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const RULE = rgb(0.55, 0.55, 0.55);
const BAND = rgb(0.94, 0.94, 0.94);

type Align = 'start' | 'end' | 'center';

/**
 * A printable receipt for a reservation in the guest's locale: made out to `name`, for the amount paid (or the
 * cancellation fee), and for `title` when the guest gave one (else the stay at the hotel). Text in any script is
 * set in embedded Noto subsets (ADR 140); Arabic runs right to left. A total paid in another currency than the
 * hotel's is the amount received, its equivalent in the hotel's currency under it (ADR 180).
 */
export async function receiptPdf(
  reservation: Reservation,
  { name, title }: { name: string; title?: string | undefined },
  locale: UiLocale,
  issuedOn: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const labels = RECEIPT_LABELS[locale];
  const tag = LOCALE_TAGS[locale];
  const rtl = RTL_LOCALES.includes(locale);
  const money = (amount: number) => receiptMoney(amount, reservation.currency, locale);
  const dates = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
  const cancelled = reservation.status === 'cancelled';
  const amount = cancelled ? (reservation.cancellation?.fee ?? 0) : reservation.total_price;
  // Only the stay's total was converted at booking; a cancellation fee is charged in the hotel's currency.
  const paid = cancelled ? undefined : paidInOtherCurrency(reservation);
  const purpose = title
    ? labels.purpose(title)
    : cancelled
      ? labels.cancellationPurpose(reservation.hotel.name)
      : labels.stayPurpose(reservation.hotel.name);
  const nights = nightsBetween(reservation.checkin_date, reservation.checkout_date);
  const stay = `${labels.stay}${labels.colon}${dates.formatRange(utcMidnight(reservation.checkin_date), utcMidnight(reservation.checkout_date))}${labels.nights(nights)}`;

  const doc = await PDFDocument.create();
  doc.registerFontkit(cachedFontkit);
  doc.setTitle(`${labels.title} ${reservation.reservation_number}`, { showInWindowTitleBar: true });
  doc.setLanguage(tag);
  doc.setProducer('Hotel booking widget');
  if (rtl) doc.catalog.getOrCreateViewerPreferences().setReadingDirection(ReadingDirection.R2L);
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const writer = new ReceiptTextWriter(doc, page);

  const xFor = (line: ShapedLine, align: Align) => {
    if (align === 'center') return (PAGE.width - line.width) / 2;
    const left = PAGE.margin;
    const right = PAGE.width - PAGE.margin - line.width;
    return (align === 'start') !== rtl ? left : right;
  };
  /**
   * Draws text from baseline y downwards, shrinking it to at most 70 % before wrapping; answers the baseline of
   * the line after it, and keeps the last baseline drawn for rules under the text.
   */
  let lastBaseline = 0;
  const write = async (text: string, style: TextStyle, y: number, align: Align = 'start', width = CONTENT_WIDTH) => {
    let baseline = y;
    for (const line of fitLines(text, locale, style, width, Math.min(style.size, Math.max(8, style.size * 0.7)))) {
      await writer.draw(line, xFor(line, align), baseline);
      lastBaseline = baseline;
      baseline -= line.size * 1.45;
    }
    return baseline;
  };
  const rule = (y: number, thickness = 0.6) =>
    page.drawLine({ start: { x: PAGE.margin, y }, end: { x: PAGE.width - PAGE.margin, y }, thickness, color: RULE });
  /** A label at the start and its amount at the end of one line. */
  const row = async (label: string, value: string, y: number, labelStyle: TextStyle, valueStyle = labelStyle) => {
    const valueLine = shapeLine(value, locale, valueStyle);
    await writer.draw(valueLine, xFor(valueLine, 'end'), y);
    await write(label, labelStyle, y, 'start', CONTENT_WIDTH - valueLine.width - 16);
  };

  await write(labels.title, { size: 26, bold: true }, 772, 'center');
  await write(`${labels.number}${labels.colon}${reservation.reservation_number}`, { size: 10 }, 732, 'end');
  await write(`${labels.issued}${labels.colon}${dates.format(utcMidnight(issuedOn))}`, { size: 10 }, 717, 'end');

  let y = 676;
  if (labels.receivedFrom) y = await write(labels.receivedFrom, { size: 10 }, y);
  y = await write(labels.addressee(name), { size: 18 }, y - 6);
  rule(lastBaseline - 7, 0.9);

  y -= 30;
  // The band holds the amount and, for another currency, the line naming it and the hotel-currency equivalent.
  const bandBottom = y - (paid ? 32 : 14);
  page.drawRectangle({ x: PAGE.margin - 12, y: bandBottom, width: CONTENT_WIDTH + 24, height: y + 30 - bandBottom, color: BAND });
  const received = paid ? receiptMoney(paid.amount, paid.currency, locale) : money(amount);
  await row(cancelled ? labels.cancellationFee : labels.amount, labels.amountValue(received), y, { size: 11 }, { size: 20, bold: true });
  if (paid) {
    await write(labels.paidIn({ currency: paid.currency, equivalent: money(amount), hotelCurrency: reservation.currency }), { size: 10 }, y - 21, 'end');
  }

  y = bandBottom - 36;
  y = await write(purpose, { size: 11 }, y);
  y = await write(stay, { size: 11 }, y);
  y = await write(labels.acknowledgement, { size: 11 }, y - 6);

  if (!cancelled) {
    y -= 18;
    y = await write(labels.breakdown, { size: 10, bold: true }, y);
    rule(lastBaseline - 5);
    const extras = reservation.price?.total_extra_price ?? 0;
    const accommodationTax = reservation.price?.accommodation_tax ?? 0;
    const rows: [string, number][] = [[labels.rooms, reservation.total_price - extras - accommodationTax]];
    if (extras > 0) rows.push([labels.extras, extras]);
    if (accommodationTax > 0) rows.push([labels.accommodationTax, accommodationTax]);
    rows.push([labels.taxIncluded, reservation.tax]);
    for (const [label, value] of rows) {
      y -= 6;
      await row(label, money(value), y, { size: 10 });
      y -= 14;
    }
    rule(y + 8);
  }

  rule(150);
  const issuerEnd = await write(`${labels.issuer}${labels.colon}${reservation.hotel.name}`, { size: 10 }, 128);
  // Marked left to right on its own, so an Arabic receipt does not move the URL's trailing slash to its front.
  await write(`\u200e${reservation.hotel.url}\u200e`, { size: 9 }, issuerEnd, 'start');

  return new Uint8Array(await doc.save());
}
