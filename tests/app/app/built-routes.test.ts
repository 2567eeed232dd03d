// @vitest-environment jsdom
// The login menu shows an item only when its screen is in the build (ADR 219): the catch-all is no screen.
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '#app/app/router.tsx';
import { builtRoutesOf } from '#app/app/routing/built-routes.tsx';

const routes = [
  {
    path: undefined,
    children: [
      { path: '/booking/result' },
      { path: '/my-account', children: [{ path: 'reservations' }] },
      { path: '/sign-in/:provider/callback' },
      { path: '*' },
    ],
  },
];

describe('builtRoutesOf', () => {
  it('finds built screens, nested and parameterised ones included', () => {
    const hasRoute = builtRoutesOf(routes);
    expect(hasRoute('/booking/result')).toBe(true);
    expect(hasRoute('/my-account')).toBe(true);
    expect(hasRoute('/my-account/reservations')).toBe(true);
    expect(hasRoute('/sign-in/line/callback')).toBe(true);
  });

  it('does not count the not-found page as a screen', () => {
    const hasRoute = builtRoutesOf(routes);
    expect(hasRoute('/my-account/points')).toBe(false);
    expect(hasRoute('/organization-admin')).toBe(false);
  });

  it('matches each path once: the table does not change while the app runs', () => {
    const table = structuredClone(routes);
    const hasRoute = builtRoutesOf(table);
    expect(hasRoute('/my-account/points')).toBe(false);
    table[0]?.children.splice(0, 0, { path: '/my-account/points' });
    expect(hasRoute('/my-account/points')).toBe(false);
    expect(builtRoutesOf(table)('/my-account/points')).toBe(true);
  });

  it("finds every login menu screen in the app's own route table, and nothing the table does not route", () => {
    const router = createAppRouter();
    const built = builtRoutesOf(router.routes);
    const screens = ['/organization-admin', '/my-account', '/my-account/reservations', '/my-account/points', '/my-account/payment-options', '/my-account/promotions'];
    expect(screens.filter((path) => !built(path))).toEqual([]);
    expect(built('/my-account/no-such-screen')).toBe(false);
    router.dispose();
  });
});
