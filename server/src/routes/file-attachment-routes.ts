import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { Hono } from 'hono';
import { COUNTS } from '#domain/constants/limits.ts';
import { REQUEST_HEADERS } from '#domain/contracts/index.ts';
import { deleteFileAttachment, FILE_ATTACHMENTS_PATH, ZDraftId, ZFileAttachmentsResponse } from '#domain/contracts/file-attachments.ts';
import { deleteAttachment, storeAttachments, uploadedFile, uploadsLeft } from '../attachments/file-attachments';
import { receiveUploads, UnreadableUpload } from '../attachments/receive-uploads';
import { removeUploadFiles } from '../attachments/upload-storage';
import type { MountContract } from '../http/mount-contract';
import type { Database } from '../db/open-database';
import { errorBody, invalidRequest, notFound } from '../http/api-error';
import { hotelForSession } from '../hotels/hotel-for-session';
import { findClientSession } from '../sessions/client-sessions';
import type { RouteDeps } from './route-deps';

/** Room for the multipart framing and the draft id around each file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** Document 2 section 8.1: 1251 "unprocessable upload". */
const UNPROCESSABLE_UPLOAD = 1251;

const ATTACHMENT_PATH = `${FILE_ATTACHMENTS_PATH}/:attachmentId`;

function sessionHotel(db: Database, hotelIdParam: string | undefined, sessionToken: string | undefined, now: Date) {
  const hotelId = Number(hotelIdParam);
  if (!Number.isInteger(hotelId) || hotelId <= 0) throw notFound();
  return hotelForSession(db, hotelId, findClientSession(db, sessionToken, now));
}

/** `filename*` (RFC 6266/8187) keeps any name a guest gave; the plain fallback keeps only safe ASCII. */
function contentDisposition(filename: string): string {
  const fallback = filename.replace(/[^A-Za-z0-9._ -]/g, '_') || 'attachment';
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * Multipart uploads, so plain routes validated by hand rather than JSON contracts (ADR 194). They are mounted before
 * the API's general 64 KB body limit, which would buffer the body: the upload streams each file to disk instead,
 * at most as many files as the session may still hold, each cut off past 80 MB.
 */
export function mountFileAttachmentRoutes(app: Hono, db: Database, now: () => Date): void {
  app.post(FILE_ATTACHMENTS_PATH, async (c) => {
    const { hotel, session } = sessionHotel(db, c.req.param('hotelId'), c.req.header(REQUEST_HEADERS.clientSession), now());
    const contentType = c.req.header('Content-Type') ?? '';
    if (!contentType.startsWith('multipart/form-data')) {
      throw invalidRequest('Send the files as multipart/form-data.', { files: [{ error: 'required' }] });
    }
    const left = uploadsLeft(db, session.id);
    // A declared length no allowed upload can reach is refused before a byte is read.
    const declared = Number(c.req.header('Content-Length') ?? '0');
    if (declared > Math.max(left, 1) * (COUNTS.maxAttachmentBytes + MULTIPART_OVERHEAD_BYTES)) {
      return c.json(errorBody(413, 'payload_too_large', 'A file may be at most 80 MB.', { fields: { files: [{ error: 'file_too_large' }] } }), 413);
    }
    let received;
    try {
      received = await receiveUploads(db, c.req.raw.body, contentType, { maxFileBytes: COUNTS.maxAttachmentBytes, maxFiles: left });
    } catch (error) {
      if (!(error instanceof UnreadableUpload)) throw error;
      throw invalidRequest('The upload could not be read.', { files: [{ error: 'unreadable_upload', code: UNPROCESSABLE_UPLOAD }] }, UNPROCESSABLE_UPLOAD);
    }
    const draftId = ZDraftId.safeParse(received.fields.draft_id);
    const refusal = received.tooManyFiles
      ? invalidRequest(`At most ${COUNTS.maxAttachments} files can be attached.`, { files: [{ error: 'too_many_files' }] })
      : !draftId.success
        ? invalidRequest('The draft id is missing or not valid.', { draft_id: [{ error: 'invalid_draft_id' }] })
        : undefined;
    if (refusal || !draftId.success) {
      removeUploadFiles(db, received.files.map((file) => file.id));
      throw refusal;
    }
    const stored = storeAttachments(db, { hotelId: hotel.id, sessionId: session.id, draftId: draftId.data }, received.files, now());
    return c.json(ZFileAttachmentsResponse.parse(stored), 201);
  });

  // The uploading session reads its file back as a download, never as a page: a file cannot run in the API's origin
  // even if a browser second-guessed its type (nosniff) or opened it directly (attachment, sandboxed, no sources).
  app.get(ATTACHMENT_PATH, (c) => {
    const { hotel, session } = sessionHotel(db, c.req.param('hotelId'), c.req.header(REQUEST_HEADERS.clientSession), now());
    const file = uploadedFile(db, { hotelId: hotel.id, sessionId: session.id }, c.req.param('attachmentId'));
    if (!file) throw notFound('No file of yours has this id.');
    const stream = Readable.toWeb(createReadStream(file.path)) as ReadableStream<Uint8Array>;
    return c.body(stream, 200, {
      'Content-Type': file.content_type,
      'Content-Length': String(file.size),
      'Content-Disposition': contentDisposition(file.filename),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'no-store',
    });
  });
}

/** `DELETE /hotels/{id}/file_attachments/{id}`: a removed upload stops counting toward its draft's limit. */
export function mountFileAttachmentContracts(mount: MountContract, { db }: RouteDeps): void {
  mount(deleteFileAttachment, ({ params, session }) => {
    const { hotel, session: client } = hotelForSession(db, params.hotelId, session);
    const deleted = deleteAttachment(db, { hotelId: hotel.id, sessionId: client.id }, params.attachmentId);
    if (!deleted) throw notFound('No removable file has this id.');
    return { status: 200, body: deleted };
  });
}
