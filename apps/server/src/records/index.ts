import { FARM_AREA_IDS } from '@flockbook/contracts';
import type { FarmAreaId } from '@flockbook/contracts';
import type { FastifyInstance } from 'fastify';
import { amountsArea, cashInHandRoutes } from '../modules/amounts/amounts.area.ts';
import {
  employeeSalariesArea,
  salaryMonthRoutes,
} from '../modules/employee-salaries/employee-salaries.area.ts';
import { employeesArea } from '../modules/employees/employees.area.ts';
import { messArea } from '../modules/mess/mess.area.ts';
import { miscExpensesArea } from '../modules/misc-expenses/misc-expenses.area.ts';
import { partiesArea, partyLedgerRoutes } from '../modules/parties/parties.area.ts';
import { salesArea } from '../modules/sales/sales.area.ts';
import { flockClosingRoutes } from '../modules/figures/flock-closing.routes.ts';
import { flockSummaryRoutes } from '../modules/figures/flock-summary.routes.ts';
import { alertsRoutes } from '../modules/alerts/alerts.routes.ts';
import { dashboardRoutes } from '../modules/dashboard/dashboard.routes.ts';
import { dailyRoundRoutes } from '../modules/daily-round/daily-round.routes.ts';
import { programmesRoutes } from '../modules/programmes/programmes.routes.ts';
import { reportsRoutes } from '../modules/reports/reports.routes.ts';
import { auditRoutes } from '../modules/audit/audit.routes.ts';
import { dieselArea } from '../modules/diesel/diesel.area.ts';
import { feedPurchasesArea } from '../modules/feed-purchases/feed-purchases.area.ts';
import { feedUsagesArea } from '../modules/feed-usages/feed-usages.area.ts';
import { medicineUsesArea } from '../modules/medicine-uses/medicine-uses.area.ts';
import { medicinesArea } from '../modules/medicines/medicines.area.ts';
import { settingsRoutes } from '../modules/settings/settings.routes.ts';
import { stockRoutes } from '../modules/stock/stock.routes.ts';
import { woodArea } from '../modules/wood/wood.area.ts';
import { deathsArea } from '../modules/deaths/deaths.area.ts';
import { eggCollectionsArea } from '../modules/egg-collections/egg-collections.area.ts';
import { farmsArea } from '../modules/farms/farms.area.ts';
import { flocksArea } from '../modules/flocks/flocks.area.ts';
import { houseReadingsArea } from '../modules/house-readings/house-readings.area.ts';
import { housesArea } from '../modules/houses/houses.area.ts';
import { weighingsArea } from '../modules/weighings/weighings.area.ts';
import { areaRoutes } from './record-routes.ts';
import type { AreaRoutes } from './record-routes.ts';

/** Each farm area of the list (FARM_AREAS in contracts), by its id. */
export const RECORD_AREAS: Record<FarmAreaId, AreaRoutes> = {
  flocks: areaRoutes(flocksArea),
  houseReadings: areaRoutes(houseReadingsArea),
  farms: areaRoutes(farmsArea),
  houses: areaRoutes(housesArea),
  feedPurchases: areaRoutes(feedPurchasesArea),
  feedUsages: areaRoutes(feedUsagesArea),
  diesel: areaRoutes(dieselArea),
  medicines: areaRoutes(medicinesArea),
  medicineUses: areaRoutes(medicineUsesArea),
  sales: areaRoutes(salesArea),
  parties: areaRoutes(partiesArea),
  deaths: areaRoutes(deathsArea),
  weighings: areaRoutes(weighingsArea),
  eggCollections: areaRoutes(eggCollectionsArea),
  wood: areaRoutes(woodArea),
  mess: areaRoutes(messArea),
  miscExpenses: areaRoutes(miscExpensesArea),
  employeeSalaries: areaRoutes(employeeSalariesArea),
  employees: areaRoutes(employeesArea),
  amounts: areaRoutes(amountsArea),
};

/** The farm record areas, in the list's order, and the farm routes beside them, under /api. */
export async function farmRecords(app: FastifyInstance): Promise<void> {
  for (const id of FARM_AREA_IDS) RECORD_AREAS[id].register(app);
  await app.register(partyLedgerRoutes);
  await app.register(cashInHandRoutes);
  await app.register(salaryMonthRoutes);
  await app.register(stockRoutes);
  await app.register(settingsRoutes);
  await app.register(flockSummaryRoutes);
  await app.register(flockClosingRoutes);
  await app.register(alertsRoutes);
  await app.register(dashboardRoutes);
  await app.register(dailyRoundRoutes);
  await app.register(programmesRoutes);
  await app.register(reportsRoutes);
  await app.register(auditRoutes);
}
