/**
 * Who may open a route or see a navigation item: null or undefined admits everyone, an empty
 * list admits only guests, any other list admits a user holding one of its roles.
 */
export type RouteAuth = readonly string[] | null | undefined;

/** The role value that counts as not signed in. */
export const GUEST_ROLE = 'guest';

/** What a user holds: a role, a list of roles, or nothing (a guest). */
export type UserRoles = readonly string[] | string | null | undefined;

/** The user's roles as a list, without the ones that mean "not signed in". */
export function normaliseRoles(roles: UserRoles): string[] {
  const list =
    roles === null || roles === undefined ? [] : typeof roles === 'string' ? [roles] : roles;
  return list.filter((role) => role !== '' && role !== GUEST_ROLE);
}

/** True when a role (or list of roles) means "not signed in". */
export function isGuest(role: UserRoles): boolean {
  return normaliseRoles(role).length === 0;
}

/**
 * Whether a user may open a route or see a navigation item (specification, section 6):
 * `null`/`undefined` admits everyone; `[]` admits only a user without roles (a guest); otherwise
 * one of the user's roles must be listed. The role 'guest' counts as no role.
 */
export function hasPermission(auth: RouteAuth, roles: UserRoles): boolean {
  if (auth === null || auth === undefined) return true;
  const held = normaliseRoles(roles);
  if (auth.length === 0) return held.length === 0;
  return held.some((role) => auth.includes(role));
}
