import type { UiLocale } from '../../../domain/constants/locales';
import type { Reservation } from '../../../domain/entities/reservation';
import { nightsBetween } from '../../../domain/rules/nights';
import { pdfDocument, PDF_PAGE, type PdfText } from './pdf-document';

type Labels = {
  title: string;
  number: string;
  issued: string;
  amount: string;
  cancellationFee: string;
  purpose: (hotel: string) => string;
  stay: (checkin: string, checkout: string, nights: number) => string;
  rooms: string;
  extras: string;
  accommodationTax: string;
  taxIncluded: string;
  issuer: string;
};

/**
 * Receipt labels. The standard PDF fonts carry Latin script only, so locales written in other scripts (ja, ko,
 * zh_Hans, zh_Hant, th, ar) get the English labels until a font is embedded (ADR 070).
 */
const LABELS: Record<'en' | 'id', Labels> = {
  en: {
    title: 'RECEIPT',
    number: 'Reservation number',
    issued: 'Issued on',
    amount: 'Amount received',
    cancellationFee: 'Cancellation fee received',
    purpose: (hotel) => `For accommodation at ${hotel}`,
    stay: (checkin, checkout, nights) => `${checkin} to ${checkout} (${nights} ${nights === 1 ? 'night' : 'nights'})`,
    rooms: 'Rooms',
    extras: 'Extras',
    accommodationTax: 'Accommodation tax',
    taxIncluded: 'Consumption tax included',
    issuer: 'Issued by',
  },
  id: {
    title: 'KUITANSI',
    number: 'Nomor reservasi',
    issued: 'Tanggal terbit',
    amount: 'Jumlah diterima',
    cancellationFee: 'Biaya pembatalan diterima',
    purpose: (hotel) => `Untuk akomodasi di ${hotel}`,
    stay: (checkin, checkout, nights) => `${checkin} sampai ${checkout} (${nights} malam)`,
    rooms: 'Kamar',
    extras: 'Tambahan',
    accommodationTax: 'Pajak akomodasi',
    taxIncluded: 'Termasuk pajak konsumsi',
    issuer: 'Diterbitkan oleh',
  },
};

const NUMBER_LOCALE = { en: 'en-US', id: 'id-ID' } as const;

/** The locales the receipt is written in; the others fall back to English labels. */
export function receiptLanguage(locale: UiLocale): 'en' | 'id' {
  return locale === 'id' ? 'id' : 'en';
}

/**
 * A printable receipt for a reservation: made out to `name`, for the amount paid (or the cancellation fee), and
 * for `title` when the guest gave one (else the stay at the hotel).
 */
export function receiptPdf(
  reservation: Reservation,
  { name, title }: { name: string; title?: string | undefined },
  locale: UiLocale,
  issuedOn: string,
): Uint8Array<ArrayBuffer> {
  const language = receiptLanguage(locale);
  const labels = LABELS[language];
  const money = (amount: number) =>
    new Intl.NumberFormat(NUMBER_LOCALE[language], { style: 'currency', currency: reservation.currency }).format(amount);
  const cancelled = reservation.status === 'cancelled';
  const amount = cancelled ? (reservation.cancellation?.fee ?? 0) : reservation.total_price;
  const left = 56;
  const right = PDF_PAGE.width - 56;
  const lines: PdfText[] = [
    { text: labels.title, x: left, y: 770, size: 24, bold: true },
    { text: `${labels.number}: ${reservation.reservation_number}`, x: left, y: 740, size: 10 },
    { text: `${labels.issued}: ${issuedOn}`, x: left, y: 726, size: 10 },
    { text: name, x: left, y: 680, size: 16, bold: true },
    { text: cancelled ? labels.cancellationFee : labels.amount, x: left, y: 640, size: 11 },
    { text: money(amount), x: left, y: 614, size: 22, bold: true },
    { text: title || labels.purpose(reservation.hotel.name), x: left, y: 580, size: 11 },
    {
      text: labels.stay(reservation.checkin_date, reservation.checkout_date, nightsBetween(reservation.checkin_date, reservation.checkout_date)),
      x: left,
      y: 564,
      size: 11,
    },
  ];
  if (!cancelled) {
    let y = 530;
    const row = (label: string, value: number) => {
      lines.push({ text: label, x: left, y, size: 10 }, { text: money(value), x: right - 120, y, size: 10 });
      y -= 16;
    };
    const extras = reservation.price?.total_extra_price ?? 0;
    const accommodationTax = reservation.price?.accommodation_tax ?? 0;
    row(labels.rooms, reservation.total_price - extras - accommodationTax);
    if (extras > 0) row(labels.extras, extras);
    if (accommodationTax > 0) row(labels.accommodationTax, accommodationTax);
    row(labels.taxIncluded, reservation.tax);
  }
  lines.push(
    { text: `${labels.issuer}: ${reservation.hotel.name}`, x: left, y: 120, size: 10 },
    { text: reservation.hotel.url, x: left, y: 106, size: 9 },
  );
  return pdfDocument(lines, { title: `${labels.title} ${reservation.reservation_number}` });
}
