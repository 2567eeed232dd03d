import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { COUNTS } from '../../../domain/constants/limits';
import { REQUEST_HEADERS } from '../../../domain/contracts';
import { deleteFileAttachment, FILE_ATTACHMENTS_PATH, ZDraftId, ZFileAttachmentsResponse } from '../../../domain/contracts/file-attachments';
import { deleteAttachment, storeAttachments } from '../attachments/file-attachments';
import type { MountContract } from '../http/mount-contract';
import type { Database } from '../db/open-database';
import { errorBody, invalidRequest, notFound } from '../http/api-error';
import { hotelForSession } from '../hotels/hotel-for-session';
import { findClientSession } from '../sessions/client-sessions';
import type { RouteDeps } from './route-deps';

/** Room for the multipart framing and the draft id around one file of the largest size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Multipart uploads, so a plain route validated by hand rather than a JSON contract. It is mounted before the
 * API's general 64 KB body limit and sets its own: one 80 MB file per request.
 */
export function mountFileAttachmentRoutes(app: Hono, db: Database, now: () => Date): void {
  app.post(
    FILE_ATTACHMENTS_PATH,
    bodyLimit({
      maxSize: COUNTS.maxAttachmentBytes + MULTIPART_OVERHEAD_BYTES,
      onError: (c) => c.json(errorBody(413, 'payload_too_large', 'A file may be at most 80 MB.', { fields: { files: [{ error: 'file_too_large' }] } }), 413),
    }),
    async (c) => {
      const hotelId = Number(c.req.param('hotelId'));
      if (!Number.isInteger(hotelId) || hotelId <= 0) throw notFound();
      const { hotel, session } = hotelForSession(db, hotelId, findClientSession(db, c.req.header(REQUEST_HEADERS.clientSession), now()));
      if (!(c.req.header('Content-Type') ?? '').startsWith('multipart/form-data')) {
        throw invalidRequest('Send the files as multipart/form-data.', { files: [{ error: 'required' }] });
      }
      const form = await c.req.parseBody({ all: true });
      const draftId = ZDraftId.safeParse(form.draft_id);
      if (!draftId.success) throw invalidRequest('The draft id is missing or not valid.', { draft_id: [{ error: 'invalid_draft_id' }] });
      const files = ([] as unknown[]).concat(form.files ?? []).filter((value): value is File => value instanceof File);
      const uploads = await Promise.all(
        files.map(async (file) => ({ filename: file.name, contentType: file.type, bytes: new Uint8Array(await file.arrayBuffer()) })),
      );
      const stored = storeAttachments(db, { hotelId: hotel.id, sessionId: session.id, draftId: draftId.data }, uploads, now());
      return c.json(ZFileAttachmentsResponse.parse(stored), 201);
    },
  );
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
