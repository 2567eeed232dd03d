import { useId, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTS, UPLOAD_CONTENT_TYPES } from '#domain/constants/limits.ts';
import type { AnsweredFile } from '#domain/entities/reservation.ts';
import { filesToUpload, uploadRefusal } from './attachment-limits';
import { formatNumber } from '#app/i18n/format.ts';
import { removeAttachment, uploadAttachment } from './upload-attachment';
import { useErrorText } from '#app/api/use-error-text.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { Button } from '#app/components/ui/button.tsx';
import { describedBy } from '#app/components/ui/field-parts.tsx';
import styles from './attachment-field.module.css';
import field from '#app/components/ui/field.module.css';

type AttachmentFieldProps = {
  label: string;
  hint?: string | undefined;
  required: boolean;
  /** The files the answer holds now; onChange gets the whole list after each upload or removal. */
  value: readonly AnsweredFile[];
  onChange: (files: AnsweredFile[]) => void;
  /** Where new files are uploaded: the hotel, and the draft that groups one booking's or one change's uploads. */
  upload: { hotelId: number; draftId: string };
  /** Files held by the guest's other answers, which count toward the same 30. */
  otherFileCount?: number;
  /**
   * Files a reservation already holds (the management page): removing one only drops it from the answer, and the
   * server lets go of it when the answers are saved. Any other file is this session's upload, taken back at once.
   */
  savedFileIds?: readonly string[];
  /** The question's own message (required, too many files), from the form's check. */
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
};

const MEGABYTE = 1024 * 1024;

/**
 * A file answer: the guest picks files, each is uploaded at once (one per request) and the answer keeps the ids
 * the server gives back. At most 30 files of 80 MB each; a file that breaks a limit is named in the message.
 * Guest detail and the management page both answer file questions with it.
 */
export function AttachmentField({ label, hint, required, value, onChange, upload, otherFileCount = 0, savedFileIds = [], error, inputRef, onBlur }: AttachmentFieldProps) {
  const { t } = useTranslation('common');
  const { tag } = useLocale();
  const errorText = useErrorText();
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
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
    const { accepted, refused } = filesToUpload(picked, otherFileCount + value.length);
    let attached = [...value];
    for (const index of accepted) {
      const file = picked[index];
      if (!file) continue;
      setUploading(file.name);
      try {
        const answer = await uploadAttachment(upload.hotelId, upload.draftId, file);
        attached = [...attached, ...answer.attachments.map(({ id: fileId, filename, size }) => ({ id: fileId, filename, size }))];
        onChange(attached);
      } catch (failure) {
        const issue = uploadRefusal(failure);
        setRefusal(issue ? t(`attachments.errors.${issue}`, { name: file.name }) : errorText(failure));
        break;
      }
    }
    setUploading(null);
    if (refused) setRefusal((current) => current ?? t(`attachments.errors.${refused.issue}`, { name: refused.name }));
  };

  /** An upload is taken back from the server before it leaves the list, so a file still counting toward the limit is never hidden. */
  const remove = async (file: AnsweredFile) => {
    setRefusal(undefined);
    setRemoving(file.id);
    try {
      if (!savedFileIds.includes(file.id)) await removeAttachment(upload.hotelId, file.id);
      onChange(value.filter((candidate) => candidate.id !== file.id));
      input.current?.focus();
    } catch {
      setRefusal(t('attachments.errors.remove_failed', { name: file.filename }));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <div className={field.field}>
      <label htmlFor={id} className={field.label}>
        {label}
      </label>
      <p id={hintId} className={field.hint}>
        {hint ? `${hint} ` : ''}
        {t('attachments.limits', { count: COUNTS.maxAttachments, size: COUNTS.maxAttachmentBytes / MEGABYTE })}
      </p>
      <input
        id={id}
        ref={(element) => {
          input.current = element;
          if (typeof inputRef === 'function') inputRef(element);
          else if (inputRef) inputRef.current = element;
        }}
        type="file"
        multiple
        // The kinds the server keeps (it checks each file's content, ADR 194): the picker offers only those.
        accept={UPLOAD_CONTENT_TYPES.join(',')}
        className={styles.control}
        aria-required={required}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
        disabled={uploading !== null}
        onChange={(event) => void attach(event)}
        onBlur={onBlur}
      />
      <p className={field.hint} aria-live="polite">
        {uploading ? t('attachments.uploading', { name: uploading }) : ''}
      </p>
      {shownError && (
        <p id={errorId} className={field.error}>
          {shownError}
        </p>
      )}
      {value.length > 0 && (
        <ul className={styles.files} aria-label={t('attachments.attached', { title: label })}>
          {value.map((file) => (
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
