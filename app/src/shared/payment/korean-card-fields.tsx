import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '#app/components/ui/text-field.tsx';
import type { CardIssue } from './card-fields';
import type { CardFormValues } from './card-form-fields';

/**
 * What a Korean card asks besides the card itself (document 1 section 3): the holder's birth date and the first
 * two digits of the card's PIN. Like the number, they go to the tokenizer only and are never kept.
 */
export function KoreanCardFields() {
  const { t } = useTranslation('booking');
  const {
    register,
    formState: { errors },
  } = useFormContext<CardFormValues>();
  const cardError = (issue: string | undefined) => (issue ? t(`card.errors.${issue as CardIssue}`) : undefined);
  return (
    <>
      <TextField
        label={t('card.korean.birthDate')}
        hint={t('card.korean.birthDateHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        aria-required="true"
        error={cardError(errors.card?.korean_birth_date?.message)}
        {...register('card.korean_birth_date')}
      />
      <TextField
        type="password"
        label={t('card.korean.pinPrefix')}
        hint={t('card.korean.pinPrefixHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={2}
        aria-required="true"
        error={cardError(errors.card?.korean_pin_prefix?.message)}
        {...register('card.korean_pin_prefix')}
      />
    </>
  );
}
