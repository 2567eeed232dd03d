import { COUNTS } from '#domain/constants/limits.ts';
import { ApiError } from '#app/api/api-error.ts';

/** Why a file was not attached: the limits of document 1 section 5, checked before uploading, or the server's word. */
export type AttachmentIssue = 'too_many_files' | 'file_too_large' | 'empty_file' | 'too_long' | 'unsupported_file_type';

const ISSUES: readonly AttachmentIssue[] = ['too_many_files', 'file_too_large', 'empty_file', 'too_long', 'unsupported_file_type'];

/**
 * Splits the files the guest picked into those to upload and the first that breaks a limit: at most 30 files
 * in all (those attached already count), each at most 80 MB and not empty. Files after a refused one are kept.
 */
export function filesToUpload(
  picked: readonly { name: string; size: number }[],
  attachedCount: number,
): { accepted: number[]; refused?: { name: string; issue: AttachmentIssue } } {
  const accepted: number[] = [];
  let refused: { name: string; issue: AttachmentIssue } | undefined;
  picked.forEach((file, index) => {
    let issue: AttachmentIssue | undefined;
    if (attachedCount + accepted.length >= COUNTS.maxAttachments) issue = 'too_many_files';
    else if (file.size > COUNTS.maxAttachmentBytes) issue = 'file_too_large';
    else if (file.size === 0) issue = 'empty_file';
    else if (file.name.length > COUNTS.maxTextLength) issue = 'too_long';
    if (issue) refused ??= { name: file.name, issue };
    else accepted.push(index);
  });
  return refused ? { accepted, refused } : { accepted };
}

/** The server's reason for refusing an upload (a 413 or 422 at `files`), when it is one the app words. */
export function uploadRefusal(error: unknown): AttachmentIssue | undefined {
  if (!(error instanceof ApiError)) return undefined;
  for (const [field, details] of Object.entries(error.errors)) {
    if (!field.startsWith('files')) continue;
    const known = details.map((detail) => detail.error).find((code): code is AttachmentIssue => (ISSUES as readonly string[]).includes(code));
    if (known) return known;
  }
  return undefined;
}
