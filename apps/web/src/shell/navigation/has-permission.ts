import type { NavigationAuth, UserRoles } from './navigation-types.ts';

/** The role value that counts as not signed in. */
export const GUEST_ROLE = 'guest';

/** The user's roles as a list, without the ones that mean "not signed in". */
export function normaliseRoles(roles: UserRoles): string[] {
  const list =
    roles === null || roles === undefined ? [] : typeof roles === 'string' ? [roles] : roles;
  return list.filter((role) => role !== '' && role !== GUEST_ROLE);
}

/**
 * Whether a user may open something (specification, section 6): `null`/`undefined` admits
 * everyone; `[]` admits only a user without roles (a guest); otherwise one of the user's roles
 * must be listed. The role 'guest' counts as no role.
 */
export function hasPermission(auth: NavigationAuth, roles: UserRoles): boolean {
  if (auth === null || auth === undefined) return true;
  const held = normaliseRoles(roles);
  if (auth.length === 0) return held.length === 0;
  return held.some((role) => auth.includes(role));
}
