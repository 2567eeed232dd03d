import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import { COUNTS } from '#domain/constants/limits.ts';
import { purgeOrphanUploads } from '#server/src/attachments/file-attachments.ts';
import { uploadsFolder } from '#server/src/attachments/upload-storage.ts';
import { createTestApi, day, errorOf, NOW, TOKYO } from '../server/test-api';

// Issue 13, uploads: any file was kept whatever it was (an HTML page named photo.png with its declared type), each
// new draft id bought another 30 files, a body was read whole into memory before anything was checked, nothing
// ever removed uploads no booking took, and no file could be read back safely. Each test below fails on that code.

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const PDF = new TextEncoder().encode('%PDF-1.7\n%fake but well-started\n');
const HOUR = 60 * 60 * 1000;

type Api = ReturnType<typeof createTestApi>;

function upload(api: Api, session: string, files: File[], draftId: string = crypto.randomUUID()) {
  const form = new FormData();
  form.set('draft_id', draftId);
  for (const file of files) form.append('files', file);
  return api.app.request(`/hotels/${TOKYO.id}/file_attachments`, { method: 'POST', headers: { [REQUEST_HEADERS.clientSession]: session }, body: form });
}

async function uploadedId(response: Response): Promise<string> {
  expect(response.status).toBe(201);
  const answer = (await response.json()) as { attachments: { id: string }[] };
  return answer.attachments[0]?.id ?? '';
}

function download(api: Api, session: string, id: string) {
  return api.app.request(`/hotels/${TOKYO.id}/file_attachments/${id}`, { headers: { [REQUEST_HEADERS.clientSession]: session } });
}

const rowCount = (api: Api) => api.db.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM file_attachments').get()?.count ?? 0;

describe('uploads (issue 13)', () => {
  let api: Api;
  let session: string;

  beforeEach(async () => {
    api = createTestApi();
    session = await api.newSession(TOKYO.code);
  });

  it.each([
    ['an HTML page named and declared as a PNG', new File(['<html><script>alert(document.cookie)</script></html>'], 'photo.png', { type: 'image/png' })],
    ['an SVG with a script', new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'logo.svg', { type: 'image/svg+xml' })],
    ['a script declared as a PDF', new File(['#!/bin/sh\nrm -rf /\n'], 'scan.pdf', { type: 'application/pdf' })],
  ])('refuses %s with 1251, keeping neither a row nor a file', async (_, file) => {
    const response = await upload(api, session, [file]);
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.codes).toContain(1251);
    expect(error.details['files.0']).toEqual([{ error: 'unsupported_file_type', code: 1251 }]);
    expect(rowCount(api)).toBe(0);
    expect(readdirSync(uploadsFolder(api.db))).toEqual([]);
  });

  it('types a file by its content, not by the type or name it was declared with', async () => {
    const response = await upload(api, session, [new File([PDF], 'invoice.html', { type: 'text/html' })]);
    expect(response.status).toBe(201);
    expect(((await response.json()) as { attachments: { content_type: string }[] }).attachments[0]?.content_type).toBe('application/pdf');
  });

  it('holds at most 30 pending uploads per session across all its drafts', async () => {
    for (let i = 0; i < COUNTS.maxAttachments; i += 1) await uploadedId(await upload(api, session, [new File([PNG], `p${i}.png`)]));
    const over = await upload(api, session, [new File([PNG], 'one-more.png')]);
    expect(over.status).toBe(422);
    expect((await errorOf(over)).details.files).toEqual([{ error: 'too_many_files' }]);
    expect(rowCount(api)).toBe(COUNTS.maxAttachments);
    expect(readdirSync(uploadsFolder(api.db))).toHaveLength(COUNTS.maxAttachments);
  });

  it('streams a file to disk while its body is still arriving, instead of reading the body whole first', async () => {
    const boundary = 'hbw-boundary-1234';
    const encoder = new TextEncoder();
    const folder = uploadsFolder(api.db);
    const chunk = new Uint8Array(256 * 1024);
    let sawFileBeforeEnd = false;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="draft_id"\r\n\r\n${crypto.randomUUID()}\r\n`));
        controller.enqueue(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`));
        controller.enqueue(PNG);
      },
      async pull(controller) {
        if (sent === 8) {
          // Before the body ends, the bytes sent so far must already be on disk.
          for (let wait = 0; wait < 40 && !sawFileBeforeEnd; wait += 1) {
            sawFileBeforeEnd = readdirSync(folder).some((name) => statSync(join(folder, name)).size > chunk.length);
            if (!sawFileBeforeEnd) await new Promise((resolve) => setTimeout(resolve, 25));
          }
        }
        if (sent < 16) {
          controller.enqueue(chunk);
          sent += 1;
          return;
        }
        controller.enqueue(encoder.encode(`\r\n--${boundary}--\r\n`));
        controller.close();
      },
    });
    const response = await api.app.request(`/hotels/${TOKYO.id}/file_attachments`, {
      method: 'POST',
      headers: { [REQUEST_HEADERS.clientSession]: session, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(201);
    expect(sawFileBeforeEnd).toBe(true);
    const id = ((await response.json()) as { attachments: { id: string; size: number }[] }).attachments[0];
    expect(id?.size).toBe(PNG.length + 16 * chunk.length);
  });

  it('serves a file back only to its uploader, as a download that is never sniffed or run', async () => {
    const id = await uploadedId(await upload(api, session, [new File([PNG], 'welcome board 桜.png', { type: 'text/html' })]));
    const response = await download(api, session, id);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="welcome board _.png"; filename*=UTF-8''welcome%20board%20%E6%A1%9C.png`);
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
    expect((await download(api, await api.newSession(TOKYO.code), id)).status).toBe(404);
  });

  it('purges uploads no reservation took after a day, with their files, and stray files, but keeps the rest', async () => {
    const folder = uploadsFolder(api.db);
    const orphan = await uploadedId(await upload(api, session, [new File([PNG], 'orphan.png')]));
    const booked = await uploadedId(await upload(api, session, [new File([PNG], 'booked.png')]));
    const reservation = await api.postReservation(session, TOKYO.id, await api.pricedBooking(session, TOKYO.id, { roomTypeCode: 'deluxe-twin', roomPlanCode: 'deluxe-twin_room-only', checkin: day(20), checkout: day(21) }));
    const reservationId = ((await reservation.json()) as { reservationID: number }).reservationID;
    api.db.prepare('UPDATE file_attachments SET reservation_id = ? WHERE id = ?').run(reservationId, booked);
    // A file an upload cut off mid-way left behind, with no row.
    const stray = join(folder, 'stray-upload-000000000000');
    writeFileSync(stray, PNG);
    const old = new Date(NOW.getTime() - HOUR / 2);
    utimesSync(stray, old, old);

    expect(purgeOrphanUploads(api.db, new Date(NOW.getTime() + 23 * HOUR))).toBe(0);
    expect(existsSync(join(folder, orphan))).toBe(true);

    expect(purgeOrphanUploads(api.db, new Date(NOW.getTime() + 25 * HOUR))).toBe(2);
    expect(existsSync(join(folder, orphan))).toBe(false);
    expect(existsSync(stray)).toBe(false);
    expect(api.db.prepare('SELECT id FROM file_attachments').all()).toEqual([{ id: booked }]);
    expect(existsSync(join(folder, booked))).toBe(true);
  });
});
