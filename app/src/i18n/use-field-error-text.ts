import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A form field's error in the guest's language. Schemas use message keys ('required', 'invalid_email', ...),
 * which the common catalog words under validation.
 */
export function useFieldErrorText(): (error: { message?: string } | undefined) => string | undefined {
  const { t } = useTranslation('common');
  return useCallback((error) => (error?.message ? t(`validation.${error.message}`) : undefined), [t]);
}
