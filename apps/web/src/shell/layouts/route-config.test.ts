import type { UIMatch } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchedRouteHandle } from './route-config.ts';

describe('matchedRouteHandle', () => {
  const match = (handle: unknown): UIMatch =>
    ({
      id: 'x',
      pathname: '/',
      params: {},
      data: undefined,
      loaderData: undefined,
      handle,
    }) as UIMatch;

  it('answers the deepest configured handle', () => {
    const deep = { auth: ['admin'], settings: {} };
    expect(
      matchedRouteHandle([match(undefined), match({ auth: null, settings: {} }), match(deep)]),
    ).toBe(deep);
    expect(matchedRouteHandle([match(deep), match(undefined)])).toBe(deep);
    expect(matchedRouteHandle([match(undefined)])).toBeUndefined();
  });
});
