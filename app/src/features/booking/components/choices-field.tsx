import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { describedBy } from '../../../components/ui/field-parts';
import styles from './choices-field.module.css';

type ChoicesFieldProps = {
  /** The form field holding the chosen options (`answers.q{id}.choices`): checkboxes of one name make a list. */
  name: `answers.${string}.choices`;
  label: string;
  hint?: string | undefined;
  options: readonly string[];
  error?: string | undefined;
};

/** An options question that takes several answers: a labelled group of checkboxes, its message read with each. */
export function ChoicesField({ name, label, hint, options, error }: ChoicesFieldProps) {
  const id = useId();
  const { register } = useFormContext<Record<string, unknown>>();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className={styles.group} aria-describedby={describedBy(hintId, errorId)}>
      <legend className={styles.legend}>{label}</legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {options.map((option, index) => (
        <div key={option} className={styles.choice}>
          <input
            id={`${id}-${index}`}
            type="checkbox"
            value={option}
            className={styles.box}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            {...register(name)}
          />
          <label htmlFor={`${id}-${index}`}>
            <bdi>{option}</bdi>
          </label>
        </div>
      ))}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
