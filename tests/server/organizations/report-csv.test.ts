import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { OrganizationReportRow } from '#domain/entities/organization-report.ts';
import { neutraliseFormula, reportCsv } from '#server/src/organizations/report-csv.ts';

const row = (overrides: Partial<OrganizationReportRow> = {}): OrganizationReportRow => ({
  reservation_number: 'RORG000001',
  hotel_id: 101,
  hotel_name: 'Sakura Hotel Tokyo',
  guest_name: '山田 太郎',
  checkin_date: '2026-05-01',
  nights: 2,
  remaining_nights: 0,
  rooms: 1,
  status: 'done',
  booked_on: '2026-04-01',
  total_price: 25_920,
  currency: 'JPY',
  booked_through_site: true,
  ...overrides,
});

const records = (csv: string) => parse(csv, { bom: true }) as string[][];

describe('the organisation report CSV', () => {
  it('starts with a UTF-8 byte-order mark and keeps Japanese names intact', () => {
    const csv = reportCsv([row()], 'ja');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const bytes = Buffer.from(csv, 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(records(csv)).toEqual([
      ['ホテル', '宿泊者', 'チェックイン', '泊数', '残り泊数', '部屋数', 'ステータス', '予約日', '予約番号', '料金', '通貨', 'サイト経由の予約'],
      ['Sakura Hotel Tokyo', '山田 太郎', '2026-05-01', '2', '0', '1', '確定', '2026-04-01', 'RORG000001', '25920', 'JPY', 'はい'],
    ]);
  });

  it('ends every record with CRLF and has no bare line feed', () => {
    const csv = reportCsv([row(), row({ reservation_number: 'RORG000002' })], 'en');
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.split('\r\n')).toHaveLength(4);
    expect(csv.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  it('quotes per RFC 4180: commas, doubled quotes and line breaks inside a quoted cell', () => {
    const csv = reportCsv([row({ guest_name: `O'Neill, Jr. Sean "Jack"`, hotel_name: 'Line\nbreak' })], 'en');
    expect(csv).toContain(`"O'Neill, Jr. Sean ""Jack"""`);
    expect(csv).toContain('"Line\nbreak"');
    expect(records(csv)[1]?.slice(0, 2)).toEqual(['Line\nbreak', `O'Neill, Jr. Sean "Jack"`]);
  });

  it.each(['=HYPERLINK("http://evil.example","x")', '+SUM(A1:A2)', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1'])(
    'neutralises a cell that a spreadsheet would run as a formula: %j',
    (name) => {
      const cell = records(reportCsv([row({ guest_name: name })], 'en'))[1]?.[1];
      expect(cell).toBe(`'${name}`);
    },
  );

  it('leaves ordinary text and numbers alone', () => {
    expect(neutraliseFormula('Kato Ren')).toBe('Kato Ren');
    expect(neutraliseFormula('a=b')).toBe('a=b');
    const cells = records(reportCsv([row({ total_price: 1000 })], 'en'))[1];
    expect(cells?.[9]).toBe('1000');
  });

  it('writes the status and site columns in the chosen language', () => {
    const cells = records(reportCsv([row({ status: 'cancelled', booked_through_site: false })], 'ar'))[1];
    expect(cells?.[6]).toBe('ملغى');
    expect(cells?.[11]).toBe('لا');
  });
});
