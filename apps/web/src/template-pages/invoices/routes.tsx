import { authRoles } from '@flockbook/contracts/roles';
import type { RouteConfig } from '../../shell/layouts/route-config.ts';

/**
 * The invoice pages (compact and modern): signed-in users; its screens load only when opened.
 * Both show `?id=` of the address, or the sample invoice.
 */
export const invoicesRouteConfig: RouteConfig = {
  auth: authRoles.staff,
  routes: [
    {
      path: '/pages/invoices/compact',
      lazy: async () => {
        const { CompactInvoicePage } = await import('./components/compact-invoice.tsx');
        return { Component: CompactInvoicePage };
      },
    },
    {
      path: '/pages/invoices/modern',
      lazy: async () => {
        const { ModernInvoicePage } = await import('./components/modern-invoice.tsx');
        return { Component: ModernInvoicePage };
      },
    },
  ],
};
