// @vitest-environment node
import fontkit from '@pdf-lib/fontkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import { UI_LOCALES } from '#domain/constants/locales.ts';
import { bidiRuns } from '#server/src/manage/bidi-runs.ts';
import { RECEIPT_LABELS } from '#server/src/manage/receipt-labels.ts';
import { shapeLine } from '#server/src/manage/receipt-text.ts';
import { joinedText, readPdfText } from '#e2e/support/pdf-text.ts';
import { receiptPdf } from '#server/src/manage/receipt-pdf.ts';
import type { Reservation } from '#domain/entities/reservation.ts';
import { createTestApi, day, KYOTO, reservationOf, TOKYO } from './test-api';

const api = createTestApi();
type Booked = { hotelId: number; session: string; number: string; token: string };
let booked: Booked;
let reservation: Reservation;
/** A Kyoto stay (multi-currency) paid in won: ADR 163 keeps the total in KRW as converted at booking. */
let paidInWon: Reservation;
let bookedInWon: Booked;

/** A receipt is a few subset fonts and one page: far below one full CJK font (5–10 MB). */
const RECEIPT_MAX_BYTES = 40_000;

async function receipt(query: Record<string, string>, of: Booked = booked) {
  const search = new URLSearchParams({ bypass_token: of.token, ...query });
  const response = await api.app.request(`/hotels/${of.hotelId}/reservations/${of.number}/receipt?${search.toString()}`, {
    headers: { [REQUEST_HEADERS.clientSession]: of.session },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('application/pdf');
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { bytes, ...(await readPdfText(bytes)) };
}

async function cardToken(checkout: string): Promise<string> {
  const response = await api.app.request('/psp/tokens', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ number: '3530111333300000', holder: 'HANAKO YAMADA', exp_month: 12, exp_year: 2030, security_code: '123', valid_through: checkout }),
  });
  return ((await response.json()) as { token: string }).token;
}

beforeAll(async () => {
  const session = await api.newSession();
  const body = await api.pricedBooking(session, TOKYO.id, {
    roomTypeCode: 'deluxe-twin',
    roomPlanCode: 'deluxe-twin_breakfast',
    checkin: day(19),
    checkout: day(21),
    adults: 2,
  });
  reservation = await reservationOf(await api.postReservation(session, TOKYO.id, body));
  booked = { hotelId: TOKYO.id, session, number: reservation.reservation_number, token: reservation.bypass_token };

  const kyotoSession = await api.newSession(KYOTO.code);
  const choice = { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_room-only', checkin: day(46), checkout: day(48), payByCard: true };
  const kyotoBody = await api.pricedBooking(kyotoSession, KYOTO.id, choice);
  paidInWon = await reservationOf(
    await api.postReservation(kyotoSession, KYOTO.id, { ...kyotoBody, payment: { type: 'card', card_token: await cardToken(choice.checkout) }, payment_currency: 'KRW' }),
  );
  bookedInWon = { hotelId: KYOTO.id, session: kyotoSession, number: paidInWon.reservation_number, token: paidInWon.bypass_token };
});

// The first receipt in a script reads and parses its 5–10 MB face; on a shared machine that can take seconds.
describe('receipt PDF in the guest locale', { timeout: 30_000 }, () => {
  it('writes a Japanese receipt in Japanese characters, with the name, title and hotel as given', async () => {
    const { bytes, objects, fonts, title } = await receipt({ name: '山田 花子', receipt_title: '会議出張 宿泊費', locale: 'ja' });
    const text = joinedText(objects);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(text).toContain('領収書');
    expect(text).toContain('山田 花子 様');
    expect(text).toContain('但し 会議出張 宿泊費として');
    expect(text).toContain('上記正に領収いたしました。');
    expect(text).toContain(`予約番号：${booked.number}`);
    expect(text).toContain('￥63,996-');
    expect(text).toContain('発行者：Sakura Hotel Tokyo Ginza');
    expect(text).not.toMatch(/[?\ufffd]/u);
    expect(title).toBe(`領収書 ${booked.number}`);
    // Subsets of Noto Sans JP, regular and bold: each a few kilobytes, not the 5 MB font.
    expect(fonts.map((font) => font.baseFont).sort()).toEqual(['RCPJPB+NotoSansJP-Bold', 'RCPJPR+NotoSansJP-Regular']);
    for (const font of fonts) {
      expect(font.fontFileBytes).toBeLessThan(20_000);
      // Every glyph of the subset has its outline: a broken loca table leaves most of them empty (ADR 140).
      const subset = fontkit.create(font.program);
      const glyphIds = Array.from({ length: subset.numGlyphs - 1 }, (_, i) => i + 1);
      const empty = glyphIds.filter((id) => subset.getGlyph(id).path.toSVG() === '');
      expect(subset.numGlyphs).toBeGreaterThan(10);
      // Only the spaces (the name's and the title's) have no outline.
      expect(empty.length).toBeLessThanOrEqual(1);
    }
    expect(bytes.length).toBeLessThan(RECEIPT_MAX_BYTES);
  });

  it('sets a Korean name on a Japanese receipt in Noto Sans KR, and a Japanese name on an English one in JP', async () => {
    const korean = await receipt({ name: '김민준', locale: 'ja' });
    expect(joinedText(korean.objects)).toContain('김민준 様');
    const nameObject = korean.objects.find((object) => object.text.trim() === '김민준');
    const krFont = korean.fonts.find((font) => font.baseFont.endsWith('NotoSansKR-Regular'));
    expect(nameObject?.font).toBe(krFont?.resource);
    expect(krFont?.resource).toBeDefined();

    const english = await receipt({ name: '山田商事株式会社', locale: 'en' });
    const text = joinedText(english.objects);
    expect(text).toContain('RECEIPT');
    expect(text).toContain('Received from');
    expect(text).toContain('山田商事株式会社');
    expect(text).toContain('For accommodation at Sakura Hotel Tokyo Ginza');
    // Intl sets the range with thin spaces around the dash.
    expect(text).toMatch(/Stay: June 20\s–\s22, 2026 \(2 nights\)/u);
  });

  it('falls back per character: simplified hanzi Noto Sans JP lacks come from SC on a Japanese receipt', async () => {
    const { objects, fonts } = await receipt({ name: '张伟', receipt_title: '预订', locale: 'ja' });
    const text = joinedText(objects);
    expect(text).toContain('张伟 様');
    expect(text).toContain('但し 预订として');
    expect(fonts.some((font) => font.baseFont.endsWith('NotoSansSC-Regular'))).toBe(true);
  });

  it('writes Thai and Arabic receipts in their scripts, the Arabic words whole and the number left to right', async () => {
    const thai = await receipt({ name: 'สมชาย ใจดี', locale: 'th' });
    const thaiText = joinedText(thai.objects);
    expect(thaiText).toContain('ใบเสร็จรับเงิน');
    expect(thaiText).toContain('สมชาย ใจดี');
    expect(thaiText).toContain('ได้รับเงินตามจำนวนข้างต้นไว้เรียบร้อยแล้ว');
    expect(thai.fonts.some((font) => font.baseFont.endsWith('NotoSansThai-Regular'))).toBe(true);

    const arabic = await receipt({ name: 'محمد العلي', locale: 'ar' });
    const arabicTexts = arabic.objects.map((object) => object.text);
    for (const label of ['إيصال استلام', 'محمد العلي', 'استلمنا من', 'المبلغ المستلم']) expect(arabicTexts).toContain(label);
    // The reservation number (Latin, in the JP face) is its own left-to-right object, in reading order.
    expect(arabicTexts).toContain(booked.number);
    expect(arabic.fonts.some((font) => font.baseFont.endsWith('NotoNaskhArabic-Bold'))).toBe(true);
    expect(arabic.bytes.length).toBeLessThan(RECEIPT_MAX_BYTES);
  });

  it('has every label in all eight locales, each receipt titled in its own language', async () => {
    for (const locale of UI_LOCALES) {
      const labels = RECEIPT_LABELS[locale];
      for (const value of Object.values(labels)) if (typeof value === 'string') expect(value.length).toBeGreaterThan(0);
      const { objects } = await receipt({ name: 'Acme', locale });
      expect(objects.map((object) => object.text)).toContain(labels.title);
    }
  });
});

describe('receipt content', { timeout: 30_000 }, () => {
  it('receipts a cancellation fee as such, without the stay breakdown', async () => {
    const cancelled: Reservation = {
      ...reservation,
      status: 'cancelled',
      cancellation: { reason: 'change_of_plans', details: null, fee: 12_000, cancelled_at: '2026-06-01T12:00:00+09:00' },
    };
    const text = joinedText((await readPdfText(await receiptPdf(cancelled, { name: '山田 花子' }, 'ja', '2026-06-01'))).objects);
    expect(text).toContain('キャンセル料');
    expect(text).toContain('￥12,000-');
    expect(text).toContain('但し Sakura Hotel Tokyo Ginza キャンセル料として');
    expect(text).not.toContain('内訳');
    expect(text).not.toContain('63,996');
  });

  it('writes the amount in the reservation currency, formatted for the locale', async () => {
    const dollars: Reservation = { ...reservation, currency: 'USD', total_price: 420.5, tax: 38.23, price: undefined };
    const english = joinedText((await readPdfText(await receiptPdf(dollars, { name: 'Acme' }, 'en', '2026-06-01'))).objects);
    expect(english).toContain('$420.50');
    expect(english).toContain('Issued on: June 1, 2026');
    const indonesian = joinedText((await readPdfText(await receiptPdf(dollars, { name: 'Acme' }, 'id', '2026-06-01'))).objects);
    expect(indonesian).toMatch(/US\$\s?420,50/u);
    expect(indonesian).toContain('Tanggal terbit: 1 Juni 2026');
  });
});

describe('receipt of a stay paid in another currency (ADR 180)', { timeout: 30_000 }, () => {
  const won = () => new Intl.NumberFormat('en').format(paidInWon.mcp_total_price_cents ?? Number.NaN);
  const yen = () => new Intl.NumberFormat('en').format(paidInWon.total_price);

  it('receipts the amount paid in won, with the yen equivalent on the line under it (en)', async () => {
    expect(paidInWon).toMatchObject({ currency: 'JPY', mcp_currency: 'KRW' });
    const texts = (await receipt({ name: 'Hanako Yamada', locale: 'en' }, bookedInWon)).objects.map((object) => object.text);
    const amount = texts.indexOf('Amount received');
    expect(texts.slice(amount - 1, amount + 3)).toEqual([
      `₩${won()}`,
      'Amount received',
      `Paid in KRW. Equivalent: ¥${yen()}`,
      'For accommodation at Sakura Hotel Kyoto Higashiyama',
    ]);
    // The breakdown stays in yen: only the amount received is in won.
    expect(texts.filter((text) => text.includes('₩'))).toEqual([`₩${won()}`]);
    expect(texts).toContain('Room charges');
  });

  it('closes the won amount with the dash and names the yen equivalent as 円換算額 (ja)', async () => {
    const texts = (await receipt({ name: '山田 花子', locale: 'ja' }, bookedInWon)).objects.map((object) => object.text);
    const amount = texts.indexOf('金額');
    expect(texts.slice(amount - 1, amount + 2)).toEqual([`₩${won()}-`, '金額', `お支払い通貨：KRW（円換算額 ￥${yen()}）`]);
  });

  it('sets the Arabic line right to left with the amounts left to right and JP¥ whole (ar)', async () => {
    const texts = (await receipt({ name: 'محمد العلي', locale: 'ar' }, bookedInWon)).objects.map((object) => object.text);
    // Text objects in visual order, left to right: the line reads "تم الدفع بعملة KRW، بما يعادل 61,552 JP¥". Intl
    // puts a no-break space between an Arabic amount and its symbol.
    const band = ['₩', '\u00a0', won(), 'المبلغ المستلم', 'JP¥', '\u00a0', yen(), '، بما يعادل ', 'KRW', 'تم الدفع بعملة '];
    expect(texts.join('|')).toContain(band.join('|'));
  });

  it('leaves a receipt paid in yen as it was: the yen amount and no line about another currency', async () => {
    const english = (await receipt({ name: 'Acme', locale: 'en' })).objects.map((object) => object.text);
    const amount = english.indexOf('Amount received');
    expect(english.slice(amount - 1, amount + 2)).toEqual(['¥63,996', 'Amount received', 'For accommodation at Sakura Hotel Tokyo Ginza']);
    const japanese = (await receipt({ name: 'Acme', locale: 'ja' })).objects.map((object) => object.text);
    const label = japanese.indexOf('金額');
    expect(japanese.slice(label - 1, label + 2)).toEqual(['￥63,996-', '金額', '但し Sakura Hotel Tokyo Ginza ご宿泊代として']);
    expect(japanese.join('')).not.toMatch(/お支払い通貨|換算額/u);
  });

  it('receipts a cancellation fee in the hotel currency only: the fee is not what was converted at booking', async () => {
    const cancelled: Reservation = {
      ...paidInWon,
      status: 'cancelled',
      cancellation: { reason: 'change_of_plans', details: null, fee: 12_000, cancelled_at: '2026-06-01T12:00:00+09:00' },
    };
    const text = joinedText((await readPdfText(await receiptPdf(cancelled, { name: '山田 花子' }, 'ja', '2026-06-01'))).objects);
    expect(text).toContain('￥12,000-');
    expect(text).not.toContain('₩');
    expect(text).not.toContain('お支払い通貨');
  });
});

describe('font chain', { timeout: 30_000 }, () => {
  it('draws every script of the set in every locale without a missing-glyph box', () => {
    const mixed = '山田 花子 김민준 张伟预订 陳大文 สมชายที่พัก محمد العلي Acme ¥63,996 (2)';
    for (const locale of UI_LOCALES) {
      const line = shapeLine(mixed, locale, { size: 10 });
      const glyphs = line.segments.flatMap((segment) => segment.glyphs);
      expect(glyphs.length).toBeGreaterThan(20);
      // Glyph 0 is .notdef, the box a font draws for what it lacks.
      expect(glyphs.filter((glyph) => glyph.id === 0)).toEqual([]);
      // The locale's own face comes first: a Japanese line starts in Noto Sans JP, a Korean one in KR.
      if (locale === 'ko') expect(line.segments[0]?.font.id).toBe('kr');
      if (locale === 'ja') expect(line.segments[0]?.font.id).toBe('jp');
    }
  });

  it('wraps a long name instead of running off the page, keeping every word', async () => {
    const words = ['Acme', 'Holdings', 'Asia', 'Pacific', 'Regional', 'Headquarters', 'Accounts', 'Payable', 'Department', 'Tokyo', 'Branch', 'Office'];
    const name = [...words, ...words].join(' ');
    const { objects } = await receipt({ name, locale: 'en' });
    // Lines made of the name's words only: more than one, each shorter than the whole.
    const nameWords = new RegExp(`^(?:(?:${words.join('|')})\\s?)+$`, 'u');
    const nameLines = objects.filter((object) => nameWords.test(object.text));
    expect(nameLines.length).toBeGreaterThan(1);
    for (const line of nameLines) expect(line.text.length).toBeLessThan(name.length);
    const text = joinedText(objects);
    for (const word of words) expect(text).toContain(word);
  });
});

describe('bidi runs', () => {
  it('keeps numbers and Latin left to right inside an Arabic line, and the line right to left', () => {
    expect(bidiRuns('رقم الحجز: R123', true)).toEqual([
      { text: 'R123', rtl: false },
      { text: 'رقم الحجز: ', rtl: true },
    ]);
    expect(bidiRuns('مؤتمر 2026', true)).toEqual([
      { text: '2026', rtl: false },
      { text: 'مؤتمر ', rtl: true },
    ]);
    // An Arabic hotel name inside an English line is one right-to-left run where it stands.
    expect(bidiRuns('At فندق النخيل now', false)).toEqual([
      { text: 'At ', rtl: false },
      { text: 'فندق النخيل', rtl: true },
      { text: ' now', rtl: false },
    ]);
    // Direction marks steer, and are not drawn.
    expect(bidiRuns('\u200ehttps://example.com/\u200e', true)).toEqual([{ text: 'https://example.com/', rtl: false }]);
  });
});
