import type { HttpHandler } from 'msw';
import { newId } from '../../platform/ids.ts';
import { findById } from '../../platform/records.ts';
import { getCall, noQuery, postCall } from '../../platform/respond.ts';
import {
  eCommercePaths,
  handleOf,
  orderQuerySchema,
  productQuerySchema,
  productSaveSchema,
  productsRemoveSchema,
} from './contract.ts';
import type { Order, Product, ProductDraft } from './contract.ts';
import { eCommerceSampleData } from './sample-data.ts';

export type ECommerceState = { products: Product[]; orders: Order[] };

export function createECommerceState(now = new Date()): ECommerceState {
  return eCommerceSampleData(now);
}

/** The product with that id, or a 404. */
export function getProduct(state: ECommerceState, productId: string): Product {
  return findById(state.products, productId, 'product');
}

/**
 * Without an id: a new product with a new id (and a handle from its name), added first.
 * With an id: replaces the kept product with that id, or is added first under that id.
 */
export function saveProduct(state: ECommerceState, draft: ProductDraft): Product {
  const id = draft.id ?? newId(state.products.map((product) => product.id));
  const product: Product = { ...draft, id, handle: draft.handle ?? handleOf(draft.name) };
  const index = state.products.findIndex((kept) => kept.id === id);
  if (index === -1) state.products.unshift(product);
  else state.products[index] = product;
  return product;
}

/** Removes the products with these ids (a 404 when any is unknown, so nothing changes). */
export function removeProducts(state: ECommerceState, productIds: string[]): Product[] {
  for (const id of productIds) getProduct(state, id);
  const removed = new Set(productIds);
  state.products = state.products.filter((product) => !removed.has(product.id));
  return state.products;
}

/** The order with that id, or a 404. */
export function getOrder(state: ECommerceState, orderId: string): Order {
  return findById(state.orders, orderId, 'order');
}

export function createHandlers(state = createECommerceState()): HttpHandler[] {
  return [
    getCall(eCommercePaths.products, noQuery, () => state.products),
    getCall(eCommercePaths.product, productQuerySchema, ({ productId }) =>
      getProduct(state, productId),
    ),
    postCall(eCommercePaths.saveProduct, productSaveSchema, (draft) => saveProduct(state, draft)),
    postCall(eCommercePaths.removeProducts, productsRemoveSchema, ({ productIds }) =>
      removeProducts(state, productIds),
    ),
    getCall(eCommercePaths.orders, noQuery, () => state.orders),
    getCall(eCommercePaths.order, orderQuerySchema, ({ orderId }) => getOrder(state, orderId)),
  ];
}
