import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COUNTS } from '../../../../../domain/constants/limits';
import { Button } from '../../../components/ui/button';
import { describedBy } from '../../../components/ui/field-parts';
import { formatNumber } from '../../../lib/format';
import { useErrorText } from '../../../lib/use-error-text';
import { useLocale } from '../../../lib/use-locale';
import { removeAttachment, uploadAttachment } from '../api/upload-attachment';
import { filesToUpload, uploadRefusal } from '../utils/attachment-limits';
import type { AttachedFile } from '../utils/booking-questions';
import styles from './attachment-field.module.css';

type AttachmentFieldProps = {
  /** The form field holding the attached files (`answers.q{id}.files`). */
  name: `answers.${string}.files`;
  label: string;
  hint?: string | undefined;
  required: boolean;
  upload: { hotelId: number; draftId: string };
  /** The question's own message (required, too many files), from the form's check. */
  error?: string | undefined;
};

const MEGABYTE = 1024 * 1024;

/**
 * A file answer: the guest picks files, each is uploaded at once (one per request) and the answer keeps the ids
 * the server gives back. At most 30 files of 80 MB each; a file that breaks a limit is named in the message.
 */
export function AttachmentField({ name, label, hint, required, upload, error }: AttachmentFieldProps) {
  const { t } = useTranslation('booking');
  const { tag } = useLocale();
  const errorText = useErrorText();
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const { control } = useFormContext<Record<string, unknown>>();
  const { field } = useController({ control, name });
  const files = (field.value as AttachedFile[] | undefined) ?? [];
  const [uploading, setUploading] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | undefined>();
  const shownError = refusal ?? error;
  const hintId = `${id}-hint`;
  const errorId = shownError ? `${id}-error` : undefined;

  const attach = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (picked.length === 0) return;
    setRefusal(undefined);
    const { accepted, refused } = filesToUpload(picked, files.length);
    let attached = files;
    for (const index of accepted) {
      const file = picked[index];
      if (!file) continue;
      setUploading(file.name);
      try {
        const answer = await uploadAttachment(upload.hotelId, upload.draftId, file);
        attached = [...attached, ...answer.attachments.map(({ id: fileId, filename, size }) => ({ id: fileId, filename, size }))];
        field.onChange(attached);
      } catch (failure) {
        const issue = uploadRefusal(failure);
        setRefusal(issue ? t(`attachments.errors.${issue}`, { name: file.name }) : errorText(failure));
        break;
      }
    }
    setUploading(null);
    if (refused) setRefusal((current) => current ?? t(`attachments.errors.${refused.issue}`, { name: refused.name }));
  };

  /** The server forgets the upload first, so a file still counting toward the limit never leaves the list. */
  const remove = async (file: AttachedFile) => {
    setRefusal(undefined);
    setRemoving(file.id);
    try {
      await removeAttachment(upload.hotelId, file.id);
      field.onChange(files.filter((candidate) => candidate.id !== file.id));
      input.current?.focus();
    } catch {
      setRefusal(t('attachments.errors.remove_failed', { name: file.filename }));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <p id={hintId} className={styles.hint}>
        {hint ? `${hint} ` : ''}
        {t('attachments.limits', { count: COUNTS.maxAttachments, size: COUNTS.maxAttachmentBytes / MEGABYTE })}
      </p>
      <input
        id={id}
        ref={(element) => {
          input.current = element;
          field.ref(element);
        }}
        type="file"
        multiple
        className={styles.control}
        aria-required={required}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
        disabled={uploading !== null}
        onChange={(event) => void attach(event)}
        onBlur={field.onBlur}
      />
      <p className={styles.status} aria-live="polite">
        {uploading ? t('attachments.uploading', { name: uploading }) : ''}
      </p>
      {shownError && (
        <p id={errorId} className={styles.error}>
          {shownError}
        </p>
      )}
      {files.length > 0 && (
        <ul className={styles.files} aria-label={t('attachments.attached', { title: label })}>
          {files.map((file) => (
            <li key={file.id} className={styles.file}>
              <span>
                <bdi>{file.filename}</bdi> ({t('attachments.size', { size: formatNumber(Math.max(1, Math.round(file.size / 1024)), tag) })})
              </span>
              <Button variant="secondary" disabled={removing !== null || uploading !== null} onClick={() => void remove(file)}>
                {t('attachments.remove', { name: file.filename })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
