import { useController, useFormContext, useWatch } from 'react-hook-form';
import { AttachmentField } from '#app/shared/answers/attachment-field.tsx';
import { filesOutside, type AnswerValues } from '#app/shared/answers/question-answers.ts';

type AttachmentAnswerProps = {
  /** The question's key in the form (`q{id}`): its files live at `answers.q{id}.files`. */
  answerKey: string;
  label: string;
  hint?: string | undefined;
  required: boolean;
  upload: { hotelId: number; draftId: string };
  error?: string | undefined;
};

/** Guest detail's file answer: the shared attachment field bound to the form; every answer's files share the 30. */
export function AttachmentAnswer({ answerKey, label, hint, required, upload, error }: AttachmentAnswerProps) {
  const { control } = useFormContext<{ answers: AnswerValues }>();
  const { field } = useController({ control, name: `answers.${answerKey}.files` });
  const answers = useWatch({ control, name: 'answers' });
  return (
    <AttachmentField
      label={label}
      hint={hint}
      required={required}
      value={field.value ?? []}
      onChange={field.onChange}
      upload={upload}
      otherFileCount={filesOutside(answers ?? {}, answerKey)}
      error={error}
      inputRef={field.ref}
      onBlur={field.onBlur}
    />
  );
}
