import { useId, type ComponentProps } from 'react';
import { describedBy } from './field-parts';
import styles from './checkbox-field.module.css';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type'> & { label: string; error?: string };

export function CheckboxField({ label, error, ...input }: CheckboxFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={styles.field}>
      <div className={styles.row}>
        <input
          id={id}
          type="checkbox"
          className={styles.box}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(errorId)}
          {...input}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
