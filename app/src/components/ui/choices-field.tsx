import { useId, type Ref } from 'react';
import { describedBy } from './field-parts';
import styles from './choices-field.module.css';
import field from './field.module.css';

type ChoicesFieldProps = {
  label: string;
  hint?: string | undefined;
  options: readonly string[];
  /** The options ticked now; onChange gets them in the question's order. */
  value: readonly string[];
  onChange: (choices: string[]) => void;
  error?: string | undefined;
  /** The first box, which a failed submit focuses. */
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
};

/** An options question that takes several answers: a labelled group of checkboxes, its message read with each. */
export function ChoicesField({ label, hint, options, value, onChange, error, inputRef, onBlur }: ChoicesFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const toggle = (option: string, ticked: boolean) =>
    onChange(options.filter((candidate) => (candidate === option ? ticked : value.includes(candidate))));
  return (
    <fieldset className={styles.group} aria-describedby={describedBy(hintId, errorId)}>
      <legend className={styles.legend}>{label}</legend>
      {hint && (
        <p id={hintId} className={field.hint}>
          {hint}
        </p>
      )}
      {options.map((option, index) => (
        <div key={option} className={styles.choice}>
          <input
            id={`${id}-${index}`}
            ref={index === 0 ? inputRef : undefined}
            type="checkbox"
            value={option}
            checked={value.includes(option)}
            className={styles.box}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            onChange={(event) => toggle(option, event.target.checked)}
            onBlur={onBlur}
          />
          <label htmlFor={`${id}-${index}`}>
            <bdi>{option}</bdi>
          </label>
        </div>
      ))}
      {error && (
        <p id={errorId} className={field.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
