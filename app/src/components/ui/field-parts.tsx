import { useId, type ReactNode } from 'react';
import styles from './field.module.css';

/** Ids a field's control points to with aria-describedby: its hint first, then its error. */
export function describedBy(...ids: (string | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(' ') : undefined;
}

/** What a field gives its control so the label, hint and error are read with it. */
export type FieldControlProps = {
  id: string;
  className: string | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/**
 * The frame every labelled single-control field shares: label, optional hint, the control, and the error under
 * it, tied together by ids.
 */
export function Field({
  label,
  hint,
  error,
  className,
  children,
}: {
  label: string;
  hint?: string;
  /** Shown under the control and tied to it (aria-invalid, aria-describedby). */
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label id={`${id}-label`} htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({
        id,
        className: styles.control,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(hintId, errorId),
      })}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
