import { authRoles } from '@flockbook/contracts/roles';
import type { RouteConfig } from '../../../lib/route-auth.ts';
import { recordAreaRoutes } from '../../../records/area-routes.tsx';
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
  auth: authRoles.admin,
  routes: [
    ...recordAreaRoutes(AREA_PATHS.sales, () =>
      import('../areas/sales-area.tsx').then((module) => module.salesArea),
    ),
    {
      path: SALE_INVOICE_PATH,
      lazy: async () => {
        const { SaleInvoicePage } = await import('../sale-invoice/sale-invoice-page.tsx');
        return { Component: SaleInvoicePage };
      },
    },
    ...recordAreaRoutes(AREA_PATHS.amounts, () =>
      import('../areas/amounts-area.ts').then((module) => module.amountsArea),
    ),
    ...recordAreaRoutes(AREA_PATHS.parties, () =>
      import('../areas/parties-area.tsx').then((module) => module.partiesArea),
    ),
    {
      path: PARTY_PAGE_PATH,
      lazy: async () => {
        const { PartyPage } = await import('../party-page/party-page.tsx');
        return { Component: PartyPage };
      },
    },
    ...recordAreaRoutes(AREA_PATHS.mess, () =>
      import('../areas/mess-area.ts').then((module) => module.messArea),
    ),
    ...recordAreaRoutes(AREA_PATHS.miscExpenses, () =>
      import('../areas/misc-expenses-area.ts').then((module) => module.miscExpensesArea),
    ),
    ...recordAreaRoutes(AREA_PATHS.employees, () =>
      import('../areas/employees-area.ts').then((module) => module.employeesArea),
    ),
    ...recordAreaRoutes(AREA_PATHS.employeeSalaries, () =>
      import('../areas/employee-salaries-area.tsx').then((module) => module.employeeSalariesArea),
    ),
    {
      path: SALARY_MONTH_PATH,
      lazy: async () => {
        const { SalaryMonthPage } = await import('../salary-month/salary-month-page.tsx');
        return { Component: SalaryMonthPage };
      },
    },
  ],
};
