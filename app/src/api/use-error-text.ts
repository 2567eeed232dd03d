import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, LOCAL_ERROR_MESSAGES, retryAfterMinutes } from './api-error';

/** The text a guest reads for a failure: the server's own message, or the app's wording of a local one. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && !error.local) return error.message;
      if (error instanceof ApiError && error.status === 429) return t(`apiErrors.${error.message}`, { count: retryAfterMinutes(error) });
      const key = error instanceof ApiError ? error.message : LOCAL_ERROR_MESSAGES.generic;
      return t(`apiErrors.${key}`);
    },
    [t],
  );
}
