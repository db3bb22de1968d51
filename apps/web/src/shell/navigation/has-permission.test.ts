import { describe, expect, it } from 'vitest';
import { hasPermission, normaliseRoles } from './has-permission.ts';

describe('hasPermission', () => {
  it('admits everyone when there is no requirement', () => {
    for (const roles of [undefined, null, [], 'guest', ['admin'], ['staff'], 'user']) {
      expect(hasPermission(undefined, roles)).toBe(true);
      expect(hasPermission(null, roles)).toBe(true);
    }
  });

  it('admits only users without roles to an empty list (guests only)', () => {
    expect(hasPermission([], undefined)).toBe(true);
    expect(hasPermission([], null)).toBe(true);
    expect(hasPermission([], [])).toBe(true);
    expect(hasPermission([], '')).toBe(true);
    expect(hasPermission([], ['admin'])).toBe(false);
    expect(hasPermission([], 'staff')).toBe(false);
  });

  it("counts the role 'guest' as no role", () => {
    expect(hasPermission([], 'guest')).toBe(true);
    expect(hasPermission([], ['guest'])).toBe(true);
    expect(hasPermission(['guest'], ['guest'])).toBe(false);
    expect(hasPermission(['admin'], 'guest')).toBe(false);
  });

  it('admits a user holding any listed role', () => {
    const staffGroup = ['admin', 'staff'];
    expect(hasPermission(staffGroup, ['admin'])).toBe(true);
    expect(hasPermission(staffGroup, 'staff')).toBe(true);
    expect(hasPermission(staffGroup, ['user', 'staff'])).toBe(true);
    expect(hasPermission(staffGroup, ['user'])).toBe(false);
    expect(hasPermission(['admin'], ['staff'])).toBe(false);
    expect(hasPermission(['admin'], undefined)).toBe(false);
  });
});

describe('normaliseRoles', () => {
  it('turns any role value into a list without guest', () => {
    expect(normaliseRoles(undefined)).toEqual([]);
    expect(normaliseRoles('admin')).toEqual(['admin']);
    expect(normaliseRoles(['guest', 'staff', ''])).toEqual(['staff']);
  });
});
