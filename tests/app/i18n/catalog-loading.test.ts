import { beforeEach, describe, expect, it, vi } from 'vitest';

/** i18n is one instance per page load: each test loads the module afresh. */
async function freshI18n() {
  vi.resetModules();
  return import('#app/i18n/i18n.ts');
}

beforeEach(() => vi.resetModules());

describe('catalogs by route (ADR 211)', () => {
  it('loads the shell\'s namespaces first, and a route\'s beside its code', async () => {
    const { activateLocale, loadNamespaces, i18n, SHELL_NAMESPACES } = await freshI18n();
    await activateLocale('en', SHELL_NAMESPACES);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'auth')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'search')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'booking')).toBe(false);

    await loadNamespaces(['search']);
    expect(i18n.hasResourceBundle('en', 'search')).toBe(true);
    expect(i18n.t('search:title')).toBe('Choose your room');
  });

  it('notes a route\'s namespaces declared before the first language, and loads them with it', async () => {
    const { activateLocale, loadNamespaces, i18n, SHELL_NAMESPACES } = await freshI18n();
    // The router asks for the first route's catalogs before the startup has chosen a language.
    const routeReady = loadNamespaces(['booking']);
    await activateLocale('ja', SHELL_NAMESPACES);
    await routeReady;
    expect(i18n.hasResourceBundle('ja', 'booking')).toBe(true);
    expect(i18n.hasResourceBundle('ja', 'manage')).toBe(false);
  });

  it('in a guessed language loads only what it is given, and the routes\' catalogs in the confirmed one (issue 20)', async () => {
    const { activateLocale, loadNamespaces, i18n, SHELL_NAMESPACES } = await freshI18n();
    // The browser's language before the settings: the loading text only.
    await activateLocale('en', ['common'], { guess: true });
    await loadNamespaces(['search']);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    for (const namespace of ['auth', 'search']) expect(i18n.hasResourceBundle('en', namespace), namespace).toBe(false);

    // The hotel's first language overrules the guess: the shell's and the route's catalogs load in it.
    await activateLocale('ja', SHELL_NAMESPACES);
    expect(i18n.language).toBe('ja');
    for (const namespace of ['common', 'auth', 'search']) expect(i18n.hasResourceBundle('ja', namespace), namespace).toBe(true);
    for (const namespace of ['auth', 'search']) expect(i18n.hasResourceBundle('en', namespace), namespace).toBe(false);

    // Confirmed, a route's catalogs load beside its code again.
    await loadNamespaces(['booking']);
    expect(i18n.hasResourceBundle('ja', 'booking')).toBe(true);
  });

  it('changes language with every namespace used so far, so nothing on screen loses its text', async () => {
    const { activateLocale, loadNamespaces, i18n, SHELL_NAMESPACES } = await freshI18n();
    await activateLocale('en', SHELL_NAMESPACES);
    await loadNamespaces(['search']);
    await activateLocale('ja', SHELL_NAMESPACES);
    expect(i18n.language).toBe('ja');
    for (const namespace of ['common', 'auth', 'search']) expect(i18n.hasResourceBundle('ja', namespace), namespace).toBe(true);
    expect(i18n.hasResourceBundle('ja', 'manage')).toBe(false);
    expect(i18n.t('search:title')).not.toBe('Choose your room');
  });

  it('loads a namespace nobody declared when a screen asks for it', async () => {
    const { activateLocale, i18n, SHELL_NAMESPACES } = await freshI18n();
    await activateLocale('en', SHELL_NAMESPACES);
    // react-i18next does this for a useTranslation('manage') whose catalog is missing, then renders.
    await i18n.loadNamespaces('manage');
    expect(i18n.hasResourceBundle('en', 'manage')).toBe(true);
  });
});
