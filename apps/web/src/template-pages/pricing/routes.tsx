import type { RouteConfig } from '../../shell/layouts/route-config.ts';

/** The pricing pages (three styles): public, readable without signing in; each loads when opened. */
export const pricingRouteConfig: RouteConfig = {
  auth: null,
  routes: [
    {
      path: '/pages/pricing/style-1',
      lazy: async () => {
        const { PricingStyle1Page } = await import('./components/pricing-style-1.tsx');
        return { Component: PricingStyle1Page };
      },
    },
    {
      path: '/pages/pricing/style-2',
      lazy: async () => {
        const { PricingStyle2Page } = await import('./components/pricing-style-2.tsx');
        return { Component: PricingStyle2Page };
      },
    },
    {
      path: '/pages/pricing/style-3',
      lazy: async () => {
        const { PricingStyle3Page } = await import('./components/pricing-style-3.tsx');
        return { Component: PricingStyle3Page };
      },
    },
  ],
};
