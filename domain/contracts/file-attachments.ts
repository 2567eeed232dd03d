import * as z from 'zod/mini';
import { COUNTS } from '../constants/limits';
import { defineContract, ZNoBody, ZNone } from './contract';
import { ZHotelIdParams } from './query-params';

/**
 * POST /hotels/{hotelId}/file_attachments is multipart/form-data, so it is not a JSON contract: fields
 * `draft_id` (the reservation draft, ZDraftId) and one or more `files`. At most COUNTS.maxAttachments files per
 * draft, and as many pending (not yet booked) across all of a session's drafts; each at most
 * COUNTS.maxAttachmentBytes and of one of UPLOAD_CONTENT_TYPES by its content (ADR 194); upload one file per
 * request. Refusals are 422 with the codes 'required', 'too_many_files', 'file_too_large', 'empty_file', 'too_long',
 * 'unsupported_file_type' (code 1251) at the field `files` or `files.N`, or 'invalid_draft_id' at `draft_id`.
 * The answer's ids go in the reservation's answers[].attachment_ids. GET .../file_attachments/{id} gives the
 * uploading session its file back as a download (Content-Disposition: attachment, nosniff).
 */
export const FILE_ATTACHMENTS_PATH = '/hotels/:hotelId/file_attachments';

/** Made by the app, one per reservation draft (a UUID will do). */
export const ZDraftId = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'invalid_draft_id'));

export const ZFileAttachment = z.object({
  id: z.string(),
  filename: z.string(),
  content_type: z.string(),
  size: z.int().check(z.positive(), z.maximum(COUNTS.maxAttachmentBytes)),
});
export type FileAttachment = z.infer<typeof ZFileAttachment>;

export const ZFileAttachmentsResponse = z.object({
  attachments: z.array(ZFileAttachment),
  /** How many more files this draft may take. */
  remaining: z.int().check(z.nonnegative()),
});

/**
 * Takes back an upload the guest removed from an answer, so it no longer counts toward its draft's 30 files. Only
 * this session's uploads to this hotel that no reservation uses yet; anything else is 404. The answer says how
 * many more files the draft may take.
 */
export const deleteFileAttachment = defineContract({
  method: 'DELETE',
  path: `${FILE_ATTACHMENTS_PATH}/:attachmentId`,
  params: z.extend(ZHotelIdParams, { attachmentId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)) }),
  query: ZNone,
  body: ZNoBody,
  response: z.object({ remaining: z.int().check(z.nonnegative()) }),
  session: true,
});
