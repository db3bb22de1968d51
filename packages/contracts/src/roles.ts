/**
 * Roles and the groups routes use (specification, roles section). No zod here: the web app's
 * first download imports this module on its own (`@flockbook/contracts/roles`) for its routes.
 */
export const ROLES = ['admin', 'staff', 'user'] as const;
export type Role = (typeof ROLES)[number];
export const authRoles = {
  admin: ['admin'],
  staff: ['admin', 'staff'],
  user: ['admin', 'staff', 'user'],
  onlyGuest: [],
} as const satisfies Record<string, readonly Role[]>;
