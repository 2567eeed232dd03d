import type { ComponentProps } from 'react';
import { Field } from './field-parts';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  hint?: string;
  /** Shown under the control and tied to it (aria-invalid, aria-describedby). */
  error?: string;
};

/** A labelled input whose hint and error are read with it. */
export function TextField({ label, hint, error, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => <input {...control} {...input} />}
    </Field>
  );
}
