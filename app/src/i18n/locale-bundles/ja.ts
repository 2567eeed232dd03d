import type { ResourceKey } from 'i18next';

// Every feature's catalog of this language in one chunk (see lib/i18n.ts), but those a route loads with its code.
export const catalogs = import.meta.glob<ResourceKey>(['../../locales/ja/*.json', '!../../locales/ja/account.json'], { eager: true, import: 'default' });
