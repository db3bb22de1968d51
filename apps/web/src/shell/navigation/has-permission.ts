// One permission check serves routes and navigation alike; it lives with the route rules.
export { GUEST_ROLE, hasPermission, normaliseRoles } from '../../lib/route-auth.ts';
