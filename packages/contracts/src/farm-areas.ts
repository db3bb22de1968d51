import { AREA_ROLES } from './records/area-roles.ts';

/**
 * The farm record areas, listed once. The server registers each one's routes at its API path
 * with its roles, the hardening tests read their role table from here, and the web app takes
 * its screens' addresses, its route groups and its menu entries from here. No zod: the web
 * app's first download imports this module on its own (`@flockbook/contracts/farm-areas`).
 */

type Access =
  | {
      /** Carries money: admins only; staff never see its screens, menu entries or records. */
      money: true;
      roles: typeof AREA_ROLES.money;
    }
  | { money: false; roles: typeof AREA_ROLES.dailyRecords | typeof AREA_ROLES.setup };

export type FarmArea = Access & {
  /**
   * The API collection (`api`) and the web app's screens: the list, the new-record form and
   * the edit form, whose one `:param` is the record's id (the specification's routes).
   */
  paths: { api: `/api/${string}`; list: string; create: string; edit: string };
  /** Each record belongs to a flock, and is read-only once that flock is closed. */
  flock: boolean;
  /**
   * Where the area sits in the menu: `group` is the id of the menu entry holding its screens.
   * The first area of a group opens it with its list (`apps.<group>`) and its new-record form
   * (`apps.<group>.new`); a later one adds its list as `apps.<entry>`.
   */
  nav: { group: string; entry?: string };
  /** Its icon, by its MUI icon name (the menu's and its screens'). */
  icon: string;
};

export const FARM_AREAS = {
  flocks: {
    paths: {
      api: '/api/flocks',
      list: '/apps/flocks',
      create: '/apps/flocks/new',
      edit: '/apps/flocks/:flockId/edit',
    },
    roles: AREA_ROLES.setup,
    money: false,
    flock: false,
    nav: { group: 'flocks' },
    icon: 'EggOutlined',
  },
  houseReadings: {
    paths: {
      api: '/api/house-readings',
      list: '/apps/house-readings',
      create: '/apps/house-readings/new',
      edit: '/apps/house-readings/:id',
    },
    roles: AREA_ROLES.dailyRecords,
    money: false,
    flock: true,
    nav: { group: 'flocks', entry: 'house-readings' },
    icon: 'ThermostatOutlined',
  },
  farms: {
    paths: {
      api: '/api/farms',
      list: '/apps/farm-details',
      create: '/apps/farm',
      edit: '/apps/farm/:id',
    },
    roles: AREA_ROLES.setup,
    money: false,
    flock: false,
    nav: { group: 'farms' },
    icon: 'WarehouseOutlined',
  },
  houses: {
    paths: {
      api: '/api/houses',
      list: '/apps/houses',
      create: '/apps/houses/new',
      edit: '/apps/houses/:id',
    },
    roles: AREA_ROLES.setup,
    money: false,
    flock: false,
    nav: { group: 'farms', entry: 'houses' },
    icon: 'OtherHousesOutlined',
  },
  feedPurchases: {
    paths: {
      api: '/api/feed-purchases',
      list: '/apps/feed-details',
      create: '/apps/feed/new',
      edit: '/apps/feed/:id',
    },
    roles: AREA_ROLES.dailyRecords,
    money: false,
    flock: false,
    nav: { group: 'feed' },
    icon: 'GrassOutlined',
  },
  feedUsages: {
    paths: {
      api: '/api/feed-usages',
      list: '/apps/feedusage-details',
      create: '/apps/feedusage/new',
      edit: '/apps/feedusage/:id',
    },
    roles: AREA_ROLES.dailyRecords,
    money: false,
    flock: true,
    nav: { group: 'feed-usage' },
    icon: 'ScaleOutlined',
  },
  diesel: {
    paths: {
      api: '/api/diesel',
      list: '/apps/diesel-details',
      create: '/apps/diesel/new',
      edit: '/apps/diesel/:id',
    },
    roles: AREA_ROLES.dailyRecords,
    money: false,
    flock: false,
    nav: { group: 'diesel' },
    icon: 'LocalGasStationOutlined',
  },
  medicines: {
    paths: {
      api: '/api/medicines',
      list: '/apps/medicine-details',
      create: '/apps/medicine/new',
      edit: '/apps/medicine/:id',
    },
    roles: AREA_ROLES.dailyRecords,
    money: false,
    flock: false,
    nav: { group: 'medicine' },
    icon: 'MedicationOutlined',
  },
  medicineUses: {
    paths: {
      api: '/api/medicine-uses',
      list: '/apps/medicineUse-details',
      create: '/apps/medicineUse/new',
      edit: '/apps/medicineUse/:id',
    },
    roles: AREA_ROLES.dailyRecords,
    money: false,
    flock: true,
    nav: { group: 'medicine-use' },
    icon: 'VaccinesOutlined',
  },
  sales: {
    paths: {
      api: '/api/sales',
      list: '/apps/sales-details',
      create: '/apps/sale/new',
      edit: '/apps/sale/:id',
    },
    roles: AREA_ROLES.money,
    money: true,
    flock: true,
    nav: { group: 'sales' },
    icon: 'PointOfSaleOutlined',
  },
  parties: {
    paths: {
      api: '/api/parties',
      list: '/apps/parties',
      create: '/apps/parties/new',
      edit: '/apps/parties/:id/edit',
    },
    roles: AREA_ROLES.money,
    money: true,
    flock: false,
    nav: { group: 'sales', entry: 'parties' },
    icon: 'HandshakeOutlined',
  },
  deaths: {
    paths: {
      api: '/api/deaths',
      list: '/apps/death-details',
      create: '/apps/death/new',
      edit: '/apps/death/:id',
    },
    roles: AREA_ROLES.dailyRecords,
    money: false,
    flock: true,
    nav: { group: 'deaths' },
    icon: 'HeartBrokenOutlined',
  },
  weighings: {
    paths: {
      api: '/api/weighings',
      list: '/apps/weighing-details',
      create: '/apps/weighing/new',
      edit: '/apps/weighing/:id',
    },
    roles: AREA_ROLES.dailyRecords,
    money: false,
    flock: true,
    nav: { group: 'weighings' },
    icon: 'MonitorWeightOutlined',
  },
  eggCollections: {
    paths: {
      api: '/api/egg-collections',
      list: '/apps/eggs-details',
      create: '/apps/eggs/new',
      edit: '/apps/eggs/:id',
    },
    roles: AREA_ROLES.dailyRecords,
    money: false,
    flock: true,
    nav: { group: 'eggs' },
    icon: 'EggAltOutlined',
  },
  wood: {
    paths: {
      api: '/api/wood',
      list: '/apps/wood-details',
      create: '/apps/wood/new',
      edit: '/apps/wood/:id',
    },
    roles: AREA_ROLES.dailyRecords,
    money: false,
    flock: false,
    nav: { group: 'wood' },
    icon: 'ForestOutlined',
  },
  mess: {
    paths: {
      api: '/api/mess',
      list: '/apps/mess-details',
      create: '/apps/mess/new',
      edit: '/apps/mess/:id',
    },
    roles: AREA_ROLES.money,
    money: true,
    flock: false,
    nav: { group: 'mess' },
    icon: 'RestaurantOutlined',
  },
  miscExpenses: {
    paths: {
      api: '/api/miscellaneous-expenses',
      list: '/apps/miscellaneousExpenses-details',
      create: '/apps/miscellaneousExpenses/new',
      edit: '/apps/miscellaneousExpenses/:id',
    },
    roles: AREA_ROLES.money,
    money: true,
    flock: false,
    nav: { group: 'miscellaneous-expenses' },
    icon: 'ReceiptLongOutlined',
  },
  employeeSalaries: {
    paths: {
      api: '/api/employee-salaries',
      list: '/apps/employees-salary-details',
      create: '/apps/employees-salary/new',
      edit: '/apps/employees-salary/:id',
    },
    roles: AREA_ROLES.money,
    money: true,
    flock: false,
    nav: { group: 'employees-salary' },
    icon: 'PaymentsOutlined',
  },
  employees: {
    paths: {
      api: '/api/employees',
      list: '/apps/employees',
      create: '/apps/employees/new',
      edit: '/apps/employees/:id',
    },
    roles: AREA_ROLES.money,
    money: true,
    flock: false,
    nav: { group: 'employees-salary', entry: 'employees' },
    icon: 'BadgeOutlined',
  },
  amounts: {
    paths: {
      api: '/api/amounts',
      list: '/apps/amount-details',
      create: '/apps/amount/new',
      edit: '/apps/amount/:id',
    },
    roles: AREA_ROLES.money,
    money: true,
    flock: false,
    nav: { group: 'amounts' },
    icon: 'AccountBalanceWalletOutlined',
  },
} as const satisfies Record<string, FarmArea>;

export type FarmAreaId = keyof typeof FARM_AREAS;

/** The areas whose records each belong to a flock. */
export type FlockAreaId = {
  [Id in FarmAreaId]: (typeof FARM_AREAS)[Id]['flock'] extends true ? Id : never;
}[FarmAreaId];

/** The areas that open their menu group; the others join one, naming their entry. */
export type GroupOpeningAreaId = {
  [Id in FarmAreaId]: (typeof FARM_AREAS)[Id]['nav'] extends { entry: string } ? never : Id;
}[FarmAreaId];

/** The areas' ids in the list's order, which is the menu's. */
export const FARM_AREA_IDS = Object.keys(FARM_AREAS) as FarmAreaId[];

/** The farm screens that are not an area's list or form. */
export const FARM_PAGES = {
  /** A farm's day in one screen, every house at once (`?farmId=&date=`). */
  dailyRound: '/apps/daily-round',
  /** A flock's page: `/apps/flocks/{flockId}/{flockHandle}`. */
  flock: '/apps/flocks/:flockId/:flockHandle?',
  /** Every farm at a glance: flocks, deaths, stock, alerts and the month's money. */
  dashboard: '/apps/dashboards/farm',
  /** The vaccination programmes (admins change them, everyone reads them). */
  programmes: '/apps/vaccination-programmes',
  /** A programme's form: `new`, or the programme's id. */
  programme: '/apps/vaccination-programmes/:programmeId',
  /** The feed and medicine stock of a farm on a date (`?farmId=&date=`). */
  stock: '/apps/stock',
  /** A customer's or supplier's page: their ledger with the running balance. */
  party: '/apps/parties/:id',
  /** A sale's printable invoice. */
  saleInvoice: '/apps/sale/:id/invoice',
  /** Who is paid and who is not, for one month (`?period=YYYY-MM`). */
  salaryMonth: '/apps/employees-salary/month',
} as const;
