import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { UiLocale } from '#domain/constants/locales.ts';
import { onLocalePreferenceChange } from '#app/i18n/locale-preference.ts';
import { changeLanguage } from './change-language';

/**
 * Follows a language another frame of the app stored: a chatbot changes the embedded widget's language by
 * opening /iframe-change-locale, and the widget switches as if the guest had chosen it in the language menu.
 */
export function useSharedLocale(languages: readonly UiLocale[]): void {
  const queryClient = useQueryClient();
  const [, setSearchParams] = useSearchParams();
  useEffect(
    () =>
      onLocalePreferenceChange((wanted) => {
        void changeLanguage(wanted, languages, queryClient).then((chosen) =>
          setSearchParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('locale', chosen);
              return next;
            },
            { replace: true },
          ),
        );
      }),
    [languages, queryClient, setSearchParams],
  );
}
