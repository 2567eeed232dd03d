import { createContext, use } from 'react';
import type { RouteObject } from 'react-router';
import type { LoginMenuScreens } from '#app/features/auth/components/login-menu.tsx';

/** Every path the table gives a screen of its own: parents' paths joined to their children's, the catch-all left out. */
function screenPaths(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    const own = route.path !== undefined && route.path !== '*' ? [path] : [];
    return [...own, ...screenPaths(route.children ?? [], path)];
  });
}

/** Whether a route's path takes an address's path: segment by segment, a `:parameter` taking any one. */
function takes(pattern: string, path: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const given = path.split('/').filter(Boolean);
  return wanted.length === given.length && wanted.every((segment, index) => segment.startsWith(':') || segment === given[index]);
}

/**
 * Whether each path has a screen of its own in this build (not the not-found catch-all): the login menu shows an
 * item only when the screen it opens exists (no dead links, ADR 219), so items appear as their screens are added.
 * The table's paths are read once and each answer kept: react-router's `matchRoutes` flattens and ranks the whole
 * table on every call, about 15 ms a path on a throttled phone, for six paths on every page's header (issue 20).
 */
export function builtRoutesOf(routes: readonly RouteObject[]): (path: string) => boolean {
  let paths: string[] | undefined;
  const known = new Map<string, boolean>();
  return (path) => {
    let built = known.get(path);
    if (built === undefined) {
      paths ??= screenPaths(routes);
      built = paths.some((pattern) => takes(pattern, path));
      known.set(path, built);
    }
    return built;
  };
}

const BuiltRoutesContext = createContext<(path: string) => boolean>(() => false);
export const BuiltRoutesProvider = BuiltRoutesContext.Provider;

/** Where the login menu's screen items go (document 1 section 2 routes; coupons are the promotions sub-page). */
const MENU_SCREENS = {
  admin: '/organization-admin',
  account: '/my-account',
  my_reservations: '/my-account/reservations',
  points: '/my-account/points',
  payment_options: '/my-account/payment-options',
  coupons: '/my-account/promotions',
} as const satisfies Required<LoginMenuScreens>;

/** The login menu's screens that this build has. */
export function useLoginMenuScreens(): LoginMenuScreens {
  const built = use(BuiltRoutesContext);
  return Object.fromEntries(Object.entries(MENU_SCREENS).filter(([, path]) => built(path)));
}
