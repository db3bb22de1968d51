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
import { weighingsArea } from '../modules/weighings/weighings.area.ts';
import { registerRecordRoutes } from './record-routes.ts';

/** The farm record areas, one line each, all under /api. */
export async function farmRecords(app: FastifyInstance): Promise<void> {
  registerRecordRoutes(app, farmsArea);
  registerRecordRoutes(app, flocksArea);
  registerRecordRoutes(app, deathsArea);
  registerRecordRoutes(app, weighingsArea);
  registerRecordRoutes(app, eggCollectionsArea);
  registerRecordRoutes(app, feedPurchasesArea);
  registerRecordRoutes(app, feedUsagesArea);
  registerRecordRoutes(app, medicinesArea);
  registerRecordRoutes(app, medicineUsesArea);
  registerRecordRoutes(app, dieselArea);
  registerRecordRoutes(app, woodArea);
  registerRecordRoutes(app, partiesArea);
  registerRecordRoutes(app, salesArea);
  registerRecordRoutes(app, amountsArea);
  registerRecordRoutes(app, messArea);
  registerRecordRoutes(app, miscExpensesArea);
  registerRecordRoutes(app, employeesArea);
  registerRecordRoutes(app, employeeSalariesArea);
  await app.register(partyLedgerRoutes);
  await app.register(cashInHandRoutes);
  await app.register(salaryMonthRoutes);
  await app.register(stockRoutes);
  await app.register(settingsRoutes);
  await app.register(flockSummaryRoutes);
  await app.register(flockClosingRoutes);
  await app.register(alertsRoutes);
  await app.register(dashboardRoutes);
  await app.register(reportsRoutes);
  await app.register(auditRoutes);
}
