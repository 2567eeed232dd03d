// The login menu shows an item only when its screen is in the build (ADR 219): the catch-all is no screen.
import { describe, expect, it } from 'vitest';
import { hasRoute } from '#app/app/routing/built-routes.tsx';

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

describe('hasRoute', () => {
  it('finds built screens, nested and parameterised ones included', () => {
    expect(hasRoute(routes, '/booking/result')).toBe(true);
    expect(hasRoute(routes, '/my-account')).toBe(true);
    expect(hasRoute(routes, '/my-account/reservations')).toBe(true);
    expect(hasRoute(routes, '/sign-in/line/callback')).toBe(true);
  });

  it('does not count the not-found page as a screen', () => {
    expect(hasRoute(routes, '/my-account/points')).toBe(false);
    expect(hasRoute(routes, '/organization-admin')).toBe(false);
  });
});
