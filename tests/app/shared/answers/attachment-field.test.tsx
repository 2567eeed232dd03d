// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AttachmentField } from '#app/shared/answers/attachment-field.tsx';
import { activateLocale } from '#app/i18n/i18n.ts';
import type { AnsweredFile } from '#domain/entities/reservation.ts';

const calls = vi.hoisted(() => ({ upload: vi.fn(), remove: vi.fn() }));
vi.mock('#app/shared/answers/upload-attachment.ts', () => ({ uploadAttachment: calls.upload, removeAttachment: calls.remove }));

beforeAll(async () => {
  await activateLocale('en');
});

beforeEach(() => {
  calls.upload.mockReset();
  calls.remove.mockReset().mockResolvedValue(undefined);
});

const saved: AnsweredFile = { id: 'saved_12345678', filename: 'passport.jpg', size: 4096 };

function Answer({ otherFileCount = 0 }: { otherFileCount?: number }) {
  const [files, setFiles] = useState<AnsweredFile[]>([saved]);
  return (
    <AttachmentField
      label="Passport photo"
      required={false}
      value={files}
      onChange={setFiles}
      upload={{ hotelId: 101, draftId: 'draft-12345678' }}
      otherFileCount={otherFileCount}
      savedFileIds={[saved.id]}
    />
  );
}

describe('the shared attachment field', () => {
  it('uploads a picked file and takes a new upload back from the server when removed', async () => {
    calls.upload.mockResolvedValue({ attachments: [{ id: 'new_87654321', filename: 'visa.pdf', content_type: 'application/pdf', size: 2048 }], remaining: 28 });
    const user = userEvent.setup();
    render(<Answer />);
    await user.upload(screen.getByLabelText('Passport photo'), new File(['%PDF'], 'visa.pdf', { type: 'application/pdf' }));
    const list = screen.getByRole('list', { name: 'Files attached to Passport photo' });
    expect(list).toHaveTextContent(/passport\.jpg.*visa\.pdf/);
    await user.click(screen.getByRole('button', { name: 'Remove visa.pdf' }));
    expect(calls.remove).toHaveBeenCalledWith(101, 'new_87654321');
    expect(list).not.toHaveTextContent('visa.pdf');
  });

  it('drops a file the reservation already holds without a call: the server lets go of it on save', async () => {
    const user = userEvent.setup();
    render(<Answer />);
    await user.click(screen.getByRole('button', { name: 'Remove passport.jpg' }));
    expect(calls.remove).not.toHaveBeenCalled();
    expect(screen.queryByRole('list', { name: 'Files attached to Passport photo' })).toBeNull();
    expect(screen.getByLabelText('Passport photo')).toHaveFocus();
  });

  it("counts the other answers' files toward the 30 before uploading, and names the file refused", async () => {
    const user = userEvent.setup();
    render(<Answer otherFileCount={29} />);
    await user.upload(screen.getByLabelText('Passport photo'), new File(['x'], 'one-too-many.png', { type: 'image/png' }));
    expect(calls.upload).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Passport photo')).toHaveAccessibleDescription(/one-too-many\.png was not attached: at most 30 files can be attached\./);
  });
});
