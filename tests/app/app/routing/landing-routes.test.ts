// The build's preload table and the route table read one list of landing routes (ADR 227): these checks fail when
// a landing route is added, moved or given other catalogs in one place and not the other.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { otaPaths } from '#app/app/ota/ota-paths.ts';
import { paths } from '#app/app/paths.ts';
import { LANDING_ROUTES } from '#app/app/routing/landing-routes.ts';
import { SHELL_NAMESPACES as SHELL_NAMESPACES_IN_APP } from '#app/i18n/i18n.ts';
import { SHELL_NAMESPACES } from '#scripts/lib/startup-preload.ts';

const ROOT = resolve(import.meta.dirname, '../../../..');
const routerSource = readFileSync(resolve(ROOT, 'app/src/app/router.tsx'), 'utf8');
const viteConfigSource = readFileSync(resolve(ROOT, 'vite.config.ts'), 'utf8');
const landing = Object.entries(LANDING_ROUTES);

describe('landing routes', () => {
  it.each(landing)('%s: its module exists', (_, route) => {
    expect(existsSync(resolve(ROOT, route.module))).toBe(true);
  });

  it('name the route table’s own paths (the home page redirects to the results)', () => {
    expect(LANDING_ROUTES.results.paths).toEqual([paths.home.path, paths.results.path]);
    expect(LANDING_ROUTES.guestDetail.paths).toEqual([paths.guestDetail.path]);
  });

  it('name the travel-agency route table’s paths for the same screens (its home is not the results)', () => {
    expect(LANDING_ROUTES.results.otaPaths).toEqual([paths.results.path, otaPaths.hotel.path.replace(':code', '*')]);
    expect(LANDING_ROUTES.guestDetail.otaPaths).toEqual([otaPaths.guestDetail.path]);
  });

  it.each(landing)('%s: the route table loads its module with its catalogs from the list', (key, route) => {
    const name = /([\w-]+)\.tsx$/.exec(route.module)?.[1] ?? '';
    const uses = [...routerSource.matchAll(/withCatalogs\(([^,]+), \(\) => import\('\.\/routes\/([\w-]+)'\)\)/g)].filter(([, , module]) => module === name);
    expect(uses.map(([, namespaces]) => namespaces)).toEqual([`LANDING_ROUTES.${key}.namespaces`]);
  });

  it('are what the build preloads, with the shell’s catalogs the app loads first', () => {
    expect(viteConfigSource).toContain('startupPreload(Object.values(LANDING_ROUTES), ');
    expect(SHELL_NAMESPACES).toEqual([...SHELL_NAMESPACES_IN_APP]);
  });
});
