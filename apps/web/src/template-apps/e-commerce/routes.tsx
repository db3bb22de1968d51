import { authRoles } from '@flockbook/contracts/roles';
import { Navigate } from 'react-router';
import type { RouteConfig } from '../../shell/layouts/route-config.ts';

// Written out here: the route table is in the first load, the app's modules are not.
const BASE = '/apps/e-commerce';

/** The e-commerce sample app (products and orders): signed-in users: its screens load only when opened. */
export const eCommerceRouteConfig: RouteConfig = {
  auth: authRoles.staff,
  routes: [
    { path: BASE, element: <Navigate to={`${BASE}/products`} replace /> },
    {
      path: `${BASE}/products`,
      lazy: async () => {
        const { ProductsPage } = await import('./components/products/products-page.tsx');
        return { Component: ProductsPage };
      },
    },
    {
      path: `${BASE}/products/:productId/:productHandle?`,
      lazy: async () => {
        const { ProductPage } = await import('./components/product/product-page.tsx');
        return { Component: ProductPage };
      },
    },
    {
      path: `${BASE}/orders`,
      lazy: async () => {
        const { OrdersPage } = await import('./components/orders/orders-page.tsx');
        return { Component: OrdersPage };
      },
    },
    {
      path: `${BASE}/orders/:orderId`,
      lazy: async () => {
        const { OrderPage } = await import('./components/order/order-page.tsx');
        return { Component: OrderPage };
      },
    },
  ],
};
