import type { ComponentProps } from 'react';
import { Choice } from './choice';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type'> & { label: string; error?: string };

/** A single check box with its label and error: the checkbox form of Choice. */
export function CheckboxField(props: CheckboxFieldProps) {
  return <Choice type="checkbox" {...props} />;
}
