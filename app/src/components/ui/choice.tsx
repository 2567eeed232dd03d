import { useId, type ComponentProps } from 'react';
import { describedBy } from './field-parts';
import styles from './choice.module.css';

type ChoiceProps = Omit<ComponentProps<'input'>, 'id' | 'type'> & {
  type: 'checkbox' | 'radio';
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
};

/**
 * One check box or radio with its label beside it (the whole label is the target), an optional hint and an error
 * read with it. Radios of one question share a `name` inside a <fieldset> with a <legend>; arrows move between them.
 */
export function Choice({ type, label, hint, error, className, ...input }: ChoiceProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={[styles.choice, className ?? ''].filter(Boolean).join(' ')}>
      <input
        id={id}
        type={type}
        className={styles.box}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
        {...input}
      />
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
