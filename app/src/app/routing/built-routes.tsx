import { createContext, use } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import type { LoginMenuScreens } from '#app/features/auth/components/login-menu.tsx';

/**
 * Whether a path has a screen of its own in this build (not the not-found catch-all): the login menu shows an item
 * only when the screen it opens exists (no dead links, ADR 219), so items appear as their screens are added.
 */
function hasRoute(routes: readonly RouteObject[], path: string): boolean {
  const matches = matchRoutes([...routes], path);
  const last = matches?.at(-1);
  return last !== undefined && last.route.path !== '*';
}

/**
 * `hasRoute` for one route table, each path's answer kept: the table never changes while the app runs, and each
 * match flattens and ranks the whole table again, which the header's login menu did for six paths on every render.
 */
export function builtRoutesOf(routes: readonly RouteObject[]): (path: string) => boolean {
  const known = new Map<string, boolean>();
  return (path) => {
    let built = known.get(path);
    if (built === undefined) {
      built = hasRoute(routes, path);
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
