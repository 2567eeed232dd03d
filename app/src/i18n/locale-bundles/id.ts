import type { ResourceKey } from 'i18next';

// Every feature's catalog of this language in one chunk (see lib/i18n.ts).
export const catalogs = import.meta.glob<ResourceKey>('../../locales/id/*.json', { eager: true, import: 'default' });
