import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LOCALE_TAGS, type UiLocale } from '#domain/constants/locales.ts';
import { DisclosureMenu } from '#app/components/ui/disclosure-menu.tsx';
import { LANGUAGE_NAMES } from '#app/i18n/language-names.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { changeLanguage } from './change-language';
import { useSharedLocale } from './use-shared-locale';
import styles from './shell.module.css';

// Drawn, not an emoji: emoji fonts are missing on many systems and would show an empty box.
function GlobeIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </svg>
  );
}

/**
 * The language button: a disclosure listing the languages on offer (the hotel's available languages, or every UI
 * language on the travel-agency site), each in its own name.
 */
export function LanguageMenu({ languages }: { languages: readonly UiLocale[] }) {
  const { t } = useTranslation('common');
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const [, setSearchParams] = useSearchParams();
  useSharedLocale(languages);

  if (languages.length < 2) return null;

  const choose = async (wanted: UiLocale) => {
    if (wanted === locale) return;
    const chosen = await changeLanguage(wanted, languages, queryClient);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('locale', chosen);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <DisclosureMenu
      buttonClassName={styles.headerButton}
      buttonLabel={t('shell.languageButton', { language: LANGUAGE_NAMES[locale] })}
      buttonContent={
        <>
          <GlobeIcon /> {LANGUAGE_NAMES[locale]}
        </>
      }
    >
      {({ itemClassName, close }) =>
        languages.map((language) => (
          <li key={language}>
            <button
              type="button"
              className={itemClassName}
              lang={LOCALE_TAGS[language]}
              aria-current={language === locale ? 'true' : undefined}
              onClick={() => {
                close({ focusButton: true });
                void choose(language);
              }}
            >
              {LANGUAGE_NAMES[language]}
            </button>
          </li>
        ))
      }
    </DisclosureMenu>
  );
}
