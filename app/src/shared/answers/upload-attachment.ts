import * as z from 'zod/mini';
import { defineContract, ZNone } from '#domain/contracts/contract.ts';
import { deleteFileAttachment, FILE_ATTACHMENTS_PATH, ZFileAttachmentsResponse } from '#domain/contracts/file-attachments.ts';
import { ZHotelIdParams } from '#domain/contracts/query-params.ts';
import { callApi } from '#app/api/api-client.ts';
import { ApiError } from '#app/api/api-error.ts';

/**
 * `POST /hotels/{id}/file_attachments` is multipart, so it has no JSON contract in domain/contracts; this one
 * lets the API client send it with the spec's headers, parse its answer and apply the answer rules.
 */
const uploadFileAttachments = defineContract({
  method: 'POST',
  path: FILE_ATTACHMENTS_PATH,
  params: ZHotelIdParams,
  query: ZNone,
  body: z.instanceof(FormData),
  response: ZFileAttachmentsResponse,
  session: true,
});

/** Uploads one file for a draft (one file per request, as the server advises). */
export async function uploadAttachment(hotelId: number, draftId: string, file: File) {
  const body = new FormData();
  body.set('draft_id', draftId);
  body.set('files', file);
  return callApi(uploadFileAttachments, { params: { hotelId }, body });
}

/**
 * Takes back a file the guest removed, so it stops counting toward the draft's 30 files. A 404 means the server
 * holds no such upload for this session any more: it counts for nothing either way.
 */
export async function removeAttachment(hotelId: number, attachmentId: string): Promise<void> {
  try {
    await callApi(deleteFileAttachment, { params: { hotelId, attachmentId } });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}
