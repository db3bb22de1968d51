import { AREA_ROLES, FARM_AREAS, FARM_AREA_IDS, ROLES } from '@flockbook/contracts';
import type { FarmArea } from '@flockbook/contracts';
import type { Operation } from './openapi-operations.ts';

/**
 * The domain's role table (farm-domain.md "Roles"), by the API area a path starts with: each
 * farm area's roles as the farm area list (FARM_AREAS) gives them, then the routes beside
 * the areas. Staff read the settings and what is drawn from the records (figures, reports,
 * stock, alerts), and never the audit log, which holds money, nor the administration of the
 * installation (its backup), which holds everything. A route under a new prefix must be placed
 * here.
 */
const AREA_TABLE: Record<string, FarmArea['roles']> = {
  ...Object.fromEntries(
    FARM_AREA_IDS.map((id) => [FARM_AREAS[id].paths.api.split('/')[2], FARM_AREAS[id].roles]),
  ),
  settings: AREA_ROLES.setup,
  reports: AREA_ROLES.setup,
  dashboard: AREA_ROLES.setup,
  alerts: AREA_ROLES.setup,
  // The daily round writes the daily records, with their roles.
  'daily-round': AREA_ROLES.dailyRecords,
  stock: AREA_ROLES.setup,
  // Admins keep the programmes; the dose of an item is a medicine use, a daily record.
  'vaccination-programmes': AREA_ROLES.setup,
  'programme-doses': AREA_ROLES.dailyRecords,
  audit: AREA_ROLES.money,
  admin: AREA_ROLES.money,
  // People (accounts, invitations, roles and farms): admins only.
  users: AREA_ROLES.money,
};

/** Operations anyone may call: signing in and up, health, the API documentation. */
const PUBLIC = [/^\/api\/auth(\/|$)/, /^\/api\/health$/, /^\/api\/docs(\/|$)/];
/** Areas any signed-in user may use (their own account, their choice of alerts by mail). */
const SIGNED_IN = [/^\/api\/auth\//, /^\/api\/alert-mail$/];

const actionOf = (op: Operation) =>
  op.method === 'GET'
    ? 'read'
    : op.method === 'DELETE'
      ? 'delete'
      : op.method === 'POST' && op.pathParams.length === 0
        ? 'create'
        : 'update';

/** The roles the domain admits to an operation, 'public', or a reason it cannot tell. */
export function expectedRoles(op: Operation): readonly string[] | 'public' | { unknown: string } {
  if (SIGNED_IN.some((pattern) => pattern.test(op.path)) && op.roles) return ROLES;
  if (PUBLIC.some((pattern) => pattern.test(op.path))) return 'public';
  const area = op.path.split('/')[2] ?? '';
  const roles = AREA_TABLE[area];
  if (!roles) return { unknown: `area "${area}" is not in the role table` };
  return roles[actionOf(op)];
}
