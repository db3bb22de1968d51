import { authRoles } from '../roles.ts';

/**
 * Who may do what in each kind of farm area (farm-domain "Roles"). Staff record the daily work
 * and purchases but never delete; farms and flocks are set up by admins; money is admins' only.
 */
export const AREA_ROLES = {
  dailyRecords: {
    read: authRoles.staff,
    create: authRoles.staff,
    update: authRoles.staff,
    delete: authRoles.admin,
  },
  setup: {
    read: authRoles.staff,
    create: authRoles.admin,
    update: authRoles.admin,
    delete: authRoles.admin,
  },
  money: {
    read: authRoles.admin,
    create: authRoles.admin,
    update: authRoles.admin,
    delete: authRoles.admin,
  },
} as const;
