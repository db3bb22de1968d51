import type { AreaPaths } from '../../records/record-area.ts';

/**
 * Where each farm area lives (the specification's routes). Kept apart from the definitions so
 * the route table can name the paths without loading the areas.
 */
export const AREA_PATHS = {
  farms: {
    list: '/apps/farm-details',
    create: '/apps/farm',
    edit: '/apps/farm/:id',
    api: '/api/farms',
  },
  flocks: {
    list: '/apps/flocks',
    create: '/apps/flocks/new',
    edit: '/apps/flocks/:flockId/edit',
    api: '/api/flocks',
  },
  deaths: {
    list: '/apps/death-details',
    create: '/apps/death/new',
    edit: '/apps/death/:id',
    api: '/api/deaths',
  },
  weighings: {
    list: '/apps/weighing-details',
    create: '/apps/weighing/new',
    edit: '/apps/weighing/:id',
    api: '/api/weighings',
  },
  eggCollections: {
    list: '/apps/eggs-details',
    create: '/apps/eggs/new',
    edit: '/apps/eggs/:id',
    api: '/api/egg-collections',
  },
  feedPurchases: {
    list: '/apps/feed-details',
    create: '/apps/feed/new',
    edit: '/apps/feed/:id',
    api: '/api/feed-purchases',
  },
  feedUsages: {
    list: '/apps/feedusage-details',
    create: '/apps/feedusage/new',
    edit: '/apps/feedusage/:id',
    api: '/api/feed-usages',
  },
  medicines: {
    list: '/apps/medicine-details',
    create: '/apps/medicine/new',
    edit: '/apps/medicine/:id',
    api: '/api/medicines',
  },
  medicineUses: {
    list: '/apps/medicineUse-details',
    create: '/apps/medicineUse/new',
    edit: '/apps/medicineUse/:id',
    api: '/api/medicine-uses',
  },
  diesel: {
    list: '/apps/diesel-details',
    create: '/apps/diesel/new',
    edit: '/apps/diesel/:id',
    api: '/api/diesel',
  },
  wood: {
    list: '/apps/wood-details',
    create: '/apps/wood/new',
    edit: '/apps/wood/:id',
    api: '/api/wood',
  },
  sales: {
    list: '/apps/sales-details',
    create: '/apps/sale/new',
    edit: '/apps/sale/:id',
    api: '/api/sales',
  },
  amounts: {
    list: '/apps/amount-details',
    create: '/apps/amount/new',
    edit: '/apps/amount/:id',
    api: '/api/amounts',
  },
  parties: {
    list: '/apps/parties',
    create: '/apps/parties/new',
    edit: '/apps/parties/:id/edit',
    api: '/api/parties',
  },
  mess: {
    list: '/apps/mess-details',
    create: '/apps/mess/new',
    edit: '/apps/mess/:id',
    api: '/api/mess',
  },
  miscExpenses: {
    list: '/apps/miscellaneousExpenses-details',
    create: '/apps/miscellaneousExpenses/new',
    edit: '/apps/miscellaneousExpenses/:id',
    api: '/api/miscellaneous-expenses',
  },
  employees: {
    list: '/apps/employees',
    create: '/apps/employees/new',
    edit: '/apps/employees/:id',
    api: '/api/employees',
  },
  employeeSalaries: {
    list: '/apps/employees-salary-details',
    create: '/apps/employees-salary/new',
    edit: '/apps/employees-salary/:id',
    api: '/api/employee-salaries',
  },
} as const satisfies Record<string, Required<AreaPaths>>;

/** The flock page: `/apps/flocks/{flockId}/{flockHandle}`. */
export const FLOCK_PAGE_PATH = '/apps/flocks/:flockId/:flockHandle?';

export function flockPagePath(flock: { id: string; handle: string }): string {
  return `/apps/flocks/${encodeURIComponent(flock.id)}/${encodeURIComponent(flock.handle)}`;
}

/** Every farm at a glance: flocks, deaths, stock, alerts and the month's money. */
export const FARM_DASHBOARD_PATH = '/apps/dashboards/farm';

/** The feed and medicine stock of a farm on a date (`?farmId=&date=`). */
export const STOCK_PATH = '/apps/stock';
/** A customer's or supplier's page: their ledger with the running balance. */
export const PARTY_PAGE_PATH = '/apps/parties/:id';
/** A sale's printable invoice. */
export const SALE_INVOICE_PATH = '/apps/sale/:id/invoice';
/** Who is paid and who is not, for one month (`?period=YYYY-MM`). */
export const SALARY_MONTH_PATH = '/apps/employees-salary/month';

export function partyPagePath(partyId: string): string {
  return `/apps/parties/${encodeURIComponent(partyId)}`;
}

export function saleInvoicePath(saleId: string): string {
  return `/apps/sale/${encodeURIComponent(saleId)}/invoice`;
}
