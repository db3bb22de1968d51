import type { RouteConfig } from '../../../shell/layouts/route-config.ts';
import { MONEY_AREAS_AUTH } from '../area-loaders.ts';
import { PARTY_PAGE_PATH, SALARY_MONTH_PATH, SALE_INVOICE_PATH } from '../area-paths.ts';
import { listedAreaRoutes } from './listed-area-routes.ts';

/**
 * The areas that carry money (the farm area list's `money`) and their pages: the sale invoice,
 * a party's ledger and the salary month. Admins only, as the server enforces.
 */
export const moneyRecordsRouteConfig: RouteConfig = {
  auth: MONEY_AREAS_AUTH,
  routes: [
    ...listedAreaRoutes(true),
    {
      path: SALE_INVOICE_PATH,
      lazy: async () => {
        const { SaleInvoicePage } = await import('../sale-invoice/sale-invoice-page.tsx');
        return { Component: SaleInvoicePage };
      },
    },
    {
      path: PARTY_PAGE_PATH,
      lazy: async () => {
        const { PartyPage } = await import('../party-page/party-page.tsx');
        return { Component: PartyPage };
      },
    },
    {
      path: SALARY_MONTH_PATH,
      lazy: async () => {
        const { SalaryMonthPage } = await import('../salary-month/salary-month-page.tsx');
        return { Component: SalaryMonthPage };
      },
    },
  ],
};
