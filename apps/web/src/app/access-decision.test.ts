import { authRoles } from '@flockbook/contracts/roles';
import { describe, expect, it } from 'vitest';
import { decideAccess } from './access-decision.ts';
import type { AccessPaths, AccessRequest } from './access-decision.ts';

const paths: AccessPaths = {
  login: '/login',
  fallback: '/',
  fallbackTarget: '/apps/dashboards/analytics',
  neverRemembered: ['/logout'],
};

const decide = (request: Partial<AccessRequest> & Pick<AccessRequest, 'auth' | 'role'>) =>
  decideAccess({ location: '/somewhere', rememberedPath: undefined, ...request }, paths);

describe('decideAccess', () => {
  it('admits everyone to a route without a rule', () => {
    expect(decide({ auth: null, role: [] })).toEqual({ kind: 'allow' });
    expect(decide({ auth: undefined, role: ['staff'] })).toEqual({ kind: 'allow' });
  });

  it('admits a role listed by the rule', () => {
    expect(decide({ auth: authRoles.staff, role: ['staff'] })).toEqual({ kind: 'allow' });
    expect(decide({ auth: authRoles.admin, role: ['admin'] })).toEqual({ kind: 'allow' });
  });

  it('sends a guest to sign in and remembers the page asked for', () => {
    expect(
      decide({ auth: authRoles.staff, role: [], location: '/auth/staff-role-example?tab=2' }),
    ).toEqual({ kind: 'redirect', to: '/login', remember: '/auth/staff-role-example?tab=2' });
  });

  it('treats the guest role as no role', () => {
    expect(decide({ auth: authRoles.onlyGuest, role: ['guest'] })).toEqual({ kind: 'allow' });
    expect(decide({ auth: authRoles.user, role: 'guest', location: '/x' })).toEqual({
      kind: 'redirect',
      to: '/login',
      remember: '/x',
    });
  });

  it('does not remember the logout page', () => {
    expect(decide({ auth: authRoles.user, role: [], location: '/logout' })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('sends a signed-in user away from guest-only pages to the remembered page', () => {
    expect(
      decide({
        auth: authRoles.onlyGuest,
        role: ['admin'],
        location: '/login',
        rememberedPath: '/auth/staff-role-example',
      }),
    ).toEqual({ kind: 'redirect', to: '/auth/staff-role-example' });
  });

  it('sends a signed-in user without access home when nothing is remembered', () => {
    expect(
      decide({ auth: authRoles.admin, role: ['staff'], location: '/auth/admin-role-example' }),
    ).toEqual({ kind: 'redirect', to: '/' });
  });

  it('does not send a user back to the remembered page they are refused', () => {
    expect(
      decide({
        auth: authRoles.admin,
        role: ['staff'],
        location: '/auth/admin-role-example',
        rememberedPath: '/auth/admin-role-example',
      }),
    ).toEqual({ kind: 'redirect', to: '/' });
  });

  it('stops when even the home page is closed to the role, instead of looping', () => {
    expect(
      decide({ auth: authRoles.staff, role: ['user'], location: '/apps/dashboards/analytics' }),
    ).toEqual({ kind: 'forbidden' });
  });
});
