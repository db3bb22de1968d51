import { AREA_ROLES, ROLES } from '@flockbook/contracts';
import type { Operation } from './openapi-operations.ts';

type AreaKind = keyof typeof AREA_ROLES;

/**
 * The domain's role table (farm-domain.md "Roles"), by the API area a path starts with:
 * staff read farms and flocks (and the figures, reports, stock and alerts drawn from them),
 * create and edit daily records and purchases, never delete, and never see money areas
 * (salaries, amounts, sales, parties' ledgers, other expenses). A new area must be placed here.
 */
const AREA_KINDS: Record<string, AreaKind> = {
  deaths: 'dailyRecords',
  weighings: 'dailyRecords',
  'egg-collections': 'dailyRecords',
  'feed-usages': 'dailyRecords',
  'medicine-uses': 'dailyRecords',
  'feed-purchases': 'dailyRecords',
  medicines: 'dailyRecords',
  diesel: 'dailyRecords',
  wood: 'dailyRecords',
  farms: 'setup',
  flocks: 'setup',
  settings: 'setup',
  reports: 'setup',
  dashboard: 'setup',
  alerts: 'setup',
  stock: 'setup',
  parties: 'money',
  sales: 'money',
  amounts: 'money',
  mess: 'money',
  'miscellaneous-expenses': 'money',
  employees: 'money',
  'employee-salaries': 'money',
  audit: 'money',
};

/** Operations anyone may call: signing in and up, health, the API documentation. */
const PUBLIC = [/^\/api\/auth(\/|$)/, /^\/api\/health$/, /^\/api\/docs(\/|$)/];
/** Areas any signed-in user may use (their own account). */
const SIGNED_IN = [/^\/api\/auth\//];

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
  const kind = AREA_KINDS[area];
  if (!kind) return { unknown: `area "${area}" is not in the role table` };
  return AREA_ROLES[kind][actionOf(op)];
}
