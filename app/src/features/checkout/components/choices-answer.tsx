import { useController, useFormContext } from 'react-hook-form';
import { ChoicesField } from '#app/components/ui/choices-field.tsx';
import type { AnswerValues } from '#app/shared/answers/question-answers.ts';

type ChoicesAnswerProps = {
  /** The question's key in the form (`q{id}`): its choices live at `answers.q{id}.choices`. */
  answerKey: string;
  label: string;
  hint?: string | undefined;
  options: readonly string[];
  error?: string | undefined;
};

/** Guest detail's several-options answer: the shared checkbox group bound to the form. */
export function ChoicesAnswer({ answerKey, label, hint, options, error }: ChoicesAnswerProps) {
  const { control } = useFormContext<{ answers: AnswerValues }>();
  const { field } = useController({ control, name: `answers.${answerKey}.choices` });
  return (
    <ChoicesField
      label={label}
      hint={hint}
      options={options}
      value={field.value ?? []}
      onChange={field.onChange}
      error={error}
      inputRef={field.ref}
      onBlur={field.onBlur}
    />
  );
}
