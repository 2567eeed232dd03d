import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import type { Database } from '../db/open-database';
import { removeUploadFiles, uploadPath } from './upload-storage';
import { SNIFF_BYTES, sniffUploadType, type UploadType } from './upload-types';

/** A file as it arrived: its bytes are on disk under id; contentType is what its content is (null: not allowed). */
export type ReceivedFile = { id: string; filename: string; size: number; contentType: UploadType | null; tooLarge: boolean };
export type ReceivedUploads = { fields: Record<string, string>; files: ReceivedFile[]; tooManyFiles: boolean };

type Limits = { maxFileBytes: number; maxFiles: number };

/** A multipart body busboy could not read (bad framing, no boundary). */
export class UnreadableUpload extends Error {}

/**
 * Streams a multipart/form-data body to the uploads folder as it arrives (ADR 194): each file under `files` is
 * written chunk by chunk, never held whole in memory, and cut off at maxFileBytes (what follows is read and
 * dropped, not written). Only the leading bytes are kept, to tell the file's type. Files past maxFiles are not
 * written at all. On a failure every file written so far is removed.
 */
export async function receiveUploads(
  db: Database,
  body: ReadableStream<Uint8Array> | null,
  contentType: string,
  limits: Limits,
): Promise<ReceivedUploads> {
  const received: ReceivedUploads = { fields: {}, files: [], tooManyFiles: false };
  const writes: Promise<void>[] = [];
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      // One byte past the limit: busboy marks a file that reaches its limit exactly as cut off.
      limits: { fileSize: limits.maxFileBytes + 1, files: limits.maxFiles, fields: 8, fieldSize: 1024, parts: limits.maxFiles + 8 },
    });
  } catch (error) {
    throw new UnreadableUpload(String(error));
  }
  parser.on('field', (name, value) => {
    received.fields[name] = value;
  });
  parser.on('filesLimit', () => {
    received.tooManyFiles = true;
  });
  parser.on('file', (name, stream, info) => {
    if (name !== 'files') {
      stream.resume();
      return;
    }
    const file: ReceivedFile = { id: randomBytes(18).toString('base64url'), filename: info.filename ?? '', size: 0, contentType: null, tooLarge: false };
    received.files.push(file);
    let head = Buffer.alloc(0);
    stream.on('data', (chunk: Buffer) => {
      file.size += chunk.length;
      if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
    });
    stream.on('limit', () => {
      file.tooLarge = true;
    });
    stream.on('end', () => {
      file.contentType = sniffUploadType(head);
    });
    // 'wx': an id is new, so an existing file is never overwritten.
    writes.push(pipeline(stream, createWriteStream(uploadPath(db, file.id), { flags: 'wx' })));
  });

  try {
    if (!body) throw new UnreadableUpload('no body');
    await pipeline(Readable.fromWeb(body as WebReadableStream<Uint8Array>), parser);
    await Promise.all(writes);
  } catch (error) {
    await Promise.allSettled(writes);
    removeUploadFiles(db, received.files.map((file) => file.id));
    throw error instanceof UnreadableUpload ? error : new UnreadableUpload(String(error));
  }
  return received;
}
