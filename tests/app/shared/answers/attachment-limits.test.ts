import { describe, expect, it } from 'vitest';
import { filesToUpload, uploadRefusal } from '#app/shared/answers/attachment-limits.ts';
import { ApiError } from '#app/api/api-error.ts';

const MB = 1024 * 1024;

describe('attachment limits', () => {
  it('upload files within 80 MB each and 30 in all, and name the first that breaks a limit', () => {
    expect(filesToUpload([{ name: 'a.jpg', size: 80 * MB }, { name: 'b.pdf', size: 10 }], 0)).toEqual({ accepted: [0, 1] });
    expect(filesToUpload([{ name: 'big.mov', size: 80 * MB + 1 }, { name: 'ok.jpg', size: 10 }, { name: 'empty.txt', size: 0 }], 0)).toEqual({
      accepted: [1],
      refused: { name: 'big.mov', issue: 'file_too_large' },
    });
    expect(filesToUpload([{ name: 'a.jpg', size: 1 }, { name: 'b.jpg', size: 1 }], 29)).toEqual({
      accepted: [0],
      refused: { name: 'b.jpg', issue: 'too_many_files' },
    });
    expect(filesToUpload([{ name: `${'n'.repeat(256)}.jpg`, size: 1 }], 0).refused?.issue).toBe('too_long');
  });

  it('read the server\'s refusal at the files field', () => {
    const refusal = new ApiError({
      title: 'invalid',
      status: 422,
      json: {},
      errors: { 'files.0': [{ error: 'file_too_large' }] },
      codes: [],
      payloads: {},
      message: 'A file may be at most 80 MB.',
      local: false,
    });
    expect(uploadRefusal(refusal)).toBe('file_too_large');
    expect(uploadRefusal(new Error('offline'))).toBeUndefined();
  });
});
