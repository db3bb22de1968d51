/** The app's addresses; written out here (the route table is in the first load). */
export const E_COMMERCE_BASE = '/apps/e-commerce';
export const PRODUCTS_PATH = `${E_COMMERCE_BASE}/products`;
export const NEW_PRODUCT_PATH = `${PRODUCTS_PATH}/new`;
export const ORDERS_PATH = `${E_COMMERCE_BASE}/orders`;

export function productPath(product: { id: string; handle: string }): string {
  return `${PRODUCTS_PATH}/${encodeURIComponent(product.id)}/${product.handle}`;
}

export function orderPath(order: { id: string }): string {
  return `${ORDERS_PATH}/${encodeURIComponent(order.id)}`;
}
