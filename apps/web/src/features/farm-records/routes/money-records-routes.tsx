import type { RouteConfig } from '../../../lib/route-auth.ts';
import { recordAreaRoutes } from '../../../records/area-routes.tsx';
import { AREA_LOADERS, MONEY_AREAS_AUTH } from '../area-loaders.ts';
import {
  AREA_PATHS,
  PARTY_PAGE_PATH,
  SALARY_MONTH_PATH,
  SALE_INVOICE_PATH,
} from '../area-paths.ts';

/**
 * The money areas (sales, amounts, customers and suppliers, staff food, expenses, employees and
 * salaries) and their pages: admins only, as the server enforces.
 */
export const moneyRecordsRouteConfig: RouteConfig = {
  auth: MONEY_AREAS_AUTH,
  routes: [
    ...recordAreaRoutes(AREA_PATHS.sales, AREA_LOADERS.sales),
    {
      path: SALE_INVOICE_PATH,
      lazy: async () => {
        const { SaleInvoicePage } = await import('../sale-invoice/sale-invoice-page.tsx');
        return { Component: SaleInvoicePage };
      },
    },
    ...recordAreaRoutes(AREA_PATHS.amounts, AREA_LOADERS.amounts),
    ...recordAreaRoutes(AREA_PATHS.parties, AREA_LOADERS.parties),
    {
      path: PARTY_PAGE_PATH,
      lazy: async () => {
        const { PartyPage } = await import('../party-page/party-page.tsx');
        return { Component: PartyPage };
      },
    },
    ...recordAreaRoutes(AREA_PATHS.mess, AREA_LOADERS.mess),
    ...recordAreaRoutes(AREA_PATHS.miscExpenses, AREA_LOADERS.miscExpenses),
    ...recordAreaRoutes(AREA_PATHS.employees, AREA_LOADERS.employees),
    ...recordAreaRoutes(AREA_PATHS.employeeSalaries, AREA_LOADERS.employeeSalaries),
    {
      path: SALARY_MONTH_PATH,
      lazy: async () => {
        const { SalaryMonthPage } = await import('../salary-month/salary-month-page.tsx');
        return { Component: SalaryMonthPage };
      },
    },
  ],
};
