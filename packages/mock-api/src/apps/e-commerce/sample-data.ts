import type { Order, Product } from './contract.ts';
import { sampleOrders } from './sample-orders.ts';
import { sampleProducts } from './sample-products.ts';

/** The e-commerce sample data, dated relative to `now`. */
export function eCommerceSampleData(now: Date): { products: Product[]; orders: Order[] } {
  const products = sampleProducts();
  return { products, orders: sampleOrders(products, now) };
}
