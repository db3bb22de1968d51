import { authRoles } from '@flockbook/contracts/roles';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteConfig } from '../shell/layouts/route-config.ts';
import { buildRoutes } from './build-routes.ts';

const handles = (routes: RouteObject[]) => routes.map((route) => route.handle as unknown);

describe('buildRoutes', () => {
  it('gives routes without a rule of their own the group rule, else the default', () => {
    const configs: RouteConfig[] = [
      { auth: authRoles.staff, routes: [{ path: '/a' }] },
      { routes: [{ path: '/b' }] },
    ];

    expect(handles(buildRoutes(configs, authRoles.admin))).toEqual([
      { auth: ['admin', 'staff'], settings: {} },
      { auth: ['admin'], settings: {} },
    ]);
  });

  it('keeps a route rule, including null (everyone) and [] (guests only)', () => {
    const configs: RouteConfig[] = [
      {
        auth: authRoles.staff,
        routes: [
          { path: '/open', auth: null },
          { path: '/guests', auth: authRoles.onlyGuest },
        ],
      },
      { auth: null, routes: [{ path: '/group-open' }] },
    ];

    expect(handles(buildRoutes(configs, authRoles.admin)).map((handle) => handle)).toEqual([
      { auth: null, settings: {} },
      { auth: [], settings: {} },
      { auth: null, settings: {} },
    ]);
  });

  it('merges settings and passes rules down to children', () => {
    const configs: RouteConfig[] = [
      {
        auth: authRoles.staff,
        settings: {
          layout: { config: { navbar: { display: false }, footer: { display: false } } },
        },
        routes: [
          {
            path: '/parent',
            auth: authRoles.admin,
            children: [
              { index: true },
              { path: 'child', settings: { layout: { config: { navbar: { display: true } } } } },
            ],
          },
        ],
      },
    ];

    const [parent] = buildRoutes(configs, null);
    expect(parent?.path).toBe('/parent');
    const groupSettings = {
      layout: { config: { navbar: { display: false }, footer: { display: false } } },
    };
    expect(parent?.handle).toEqual({ auth: ['admin'], settings: groupSettings });
    expect(handles(parent?.children ?? [])).toEqual([
      { auth: ['admin'], settings: groupSettings },
      {
        auth: ['admin'],
        settings: { layout: { config: { navbar: { display: true }, footer: { display: false } } } },
      },
    ]);
    expect(parent?.children?.[0]?.index).toBe(true);
  });
});
