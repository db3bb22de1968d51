import { authRoles } from '@flockbook/contracts/roles';
import { describe, expect, it } from 'vitest';
import { hasPermission, isGuest } from './route-auth.ts';

describe('hasPermission', () => {
  it('admits everyone when there is no rule', () => {
    expect(hasPermission(null, [])).toBe(true);
    expect(hasPermission(undefined, ['admin'])).toBe(true);
  });

  it('admits only users without a role to guest-only pages', () => {
    expect(hasPermission(authRoles.onlyGuest, [])).toBe(true);
    expect(hasPermission(authRoles.onlyGuest, ['guest'])).toBe(true);
    expect(hasPermission(authRoles.onlyGuest, ['staff'])).toBe(false);
  });

  it('admits a user holding any listed role', () => {
    expect(hasPermission(authRoles.admin, ['admin'])).toBe(true);
    expect(hasPermission(authRoles.admin, ['staff'])).toBe(false);
    expect(hasPermission(authRoles.staff, ['staff'])).toBe(true);
    expect(hasPermission(authRoles.staff, ['user', 'staff'])).toBe(true);
    expect(hasPermission(authRoles.staff, 'admin')).toBe(true);
    expect(hasPermission(authRoles.user, [])).toBe(false);
  });
});

describe('isGuest', () => {
  it('counts no role, an empty role and the guest role as not signed in', () => {
    expect(isGuest([])).toBe(true);
    expect(isGuest(undefined)).toBe(true);
    expect(isGuest('guest')).toBe(true);
    expect(isGuest(['guest'])).toBe(true);
    expect(isGuest(['staff'])).toBe(false);
  });
});
