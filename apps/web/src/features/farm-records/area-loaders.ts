import { FARM_AREAS } from '@flockbook/contracts/farm-areas';
import type { FarmAreaId } from '@flockbook/contracts/farm-areas';
import { authRoles } from '@flockbook/contracts/roles';
import type { RouteAuth } from '../../lib/route-auth.ts';
import type { AreaLoader } from '../../records/list-route-start.ts';

/** Who may open the farm work's screens and the money screens (the server enforces it too). */
export const FARM_AREAS_AUTH: RouteAuth = authRoles.staff;
export const MONEY_AREAS_AUTH: RouteAuth = authRoles.admin;

/** Who may open an area's screens: admins only where it carries money. */
export function areaAuth(area: FarmAreaId): RouteAuth {
  return FARM_AREAS[area].money ? MONEY_AREAS_AUTH : FARM_AREAS_AUTH;
}

/**
 * Each farm area's definition, loaded on first need (a dynamic import, so none of them is in the
 * first download). The routes and the start-up's early page start both load them from here.
 */
export const AREA_LOADERS: Record<FarmAreaId, AreaLoader> = {
  farms: () => import('./areas/farms-area.tsx').then((module) => module.farmsArea),
  flocks: () => import('./areas/flocks-area.tsx').then((module) => module.flocksArea),
  deaths: () => import('./areas/deaths-area.ts').then((module) => module.deathsArea),
  weighings: () => import('./areas/weighings-area.ts').then((module) => module.weighingsArea),
  eggCollections: () =>
    import('./areas/egg-collections-area.ts').then((module) => module.eggCollectionsArea),
  feedPurchases: () =>
    import('./areas/feed-purchases-area.ts').then((module) => module.feedPurchasesArea),
  feedUsages: () => import('./areas/feed-usages-area.ts').then((module) => module.feedUsagesArea),
  medicines: () => import('./areas/medicines-area.ts').then((module) => module.medicinesArea),
  medicineUses: () =>
    import('./areas/medicine-uses-area.ts').then((module) => module.medicineUsesArea),
  diesel: () => import('./areas/diesel-area.ts').then((module) => module.dieselArea),
  wood: () => import('./areas/wood-area.ts').then((module) => module.woodArea),
  sales: () => import('./areas/sales-area.tsx').then((module) => module.salesArea),
  amounts: () => import('./areas/amounts-area.ts').then((module) => module.amountsArea),
  parties: () => import('./areas/parties-area.tsx').then((module) => module.partiesArea),
  mess: () => import('./areas/mess-area.ts').then((module) => module.messArea),
  miscExpenses: () =>
    import('./areas/misc-expenses-area.ts').then((module) => module.miscExpensesArea),
  employees: () => import('./areas/employees-area.ts').then((module) => module.employeesArea),
  employeeSalaries: () =>
    import('./areas/employee-salaries-area.tsx').then((module) => module.employeeSalariesArea),
};
