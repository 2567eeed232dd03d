import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { namePartOrder, type NamePart } from '#domain/rules/name-order.ts';
import { TextField } from '#app/components/ui/text-field.tsx';
import { useLocale } from '#app/i18n/use-locale.ts';

/** One part of a name: its label, the form's registration and the message key of its issue, if any. */
export type NamePartField = {
  label: string;
  registration: UseFormRegisterReturn;
  /** A validation message key: the booking catalog's own words for it, else the common ones. */
  error?: string | undefined;
  autoComplete?: string;
};

type NameFieldsProps = {
  fields: Record<NamePart, NamePartField>;
  /** Said with both parts (the kana's "In hiragana or katakana."). */
  hint?: string;
};

/**
 * The two parts of a name, or of its kana reading, in the locale's order (family name first in ja, ko and zh):
 * the booker's, each room's guest's, and their readings all go through here, so they never disagree.
 */
export function NameFields({ fields, hint }: NameFieldsProps) {
  const { t } = useTranslation('booking');
  const { locale } = useLocale();
  return (
    <>
      {namePartOrder(locale).map((part) => {
        const { label, registration, error, autoComplete } = fields[part];
        return (
          <TextField
            key={part}
            label={label}
            hint={hint}
            autoComplete={autoComplete}
            aria-required="true"
            error={error ? t([`validation.${error}`, `common:validation.${error}`]) : undefined}
            {...registration}
          />
        );
      })}
    </>
  );
}
