import type { Order, Product, ProductDraft } from '@flockbook/mock-api/e-commerce';
import { eCommercePaths } from '@flockbook/mock-api/e-commerce';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const eCommerceKeys = {
  all: ['e-commerce-app'] as const,
  products: ['e-commerce-app', 'products'] as const,
  product: (productId: string) => ['e-commerce-app', 'product', productId] as const,
  orders: ['e-commerce-app', 'orders'] as const,
  order: (orderId: string) => ['e-commerce-app', 'order', orderId] as const,
};

/** GET products */
export function useProducts() {
  return useQuery({
    queryKey: eCommerceKeys.products,
    queryFn: ({ signal }) => api.get<Product[]>(eCommercePaths.products, { signal }),
  });
}

/** GET product: a 404 ApiError when there is none. */
export function useProduct(productId: string) {
  return useQuery({
    queryKey: eCommerceKeys.product(productId),
    queryFn: ({ signal }) =>
      api.get<Product>(eCommercePaths.product, { query: { productId }, signal }),
  });
}

/** POST product/save: creates (no id) or replaces by id; keeps the cached list in step. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: ProductDraft) => api.post<Product>(eCommercePaths.saveProduct, draft),
    onSuccess: (product, draft) => {
      queryClient.setQueryData(eCommerceKeys.product(product.id), product);
      queryClient.setQueryData<Product[]>(eCommerceKeys.products, (list) => {
        if (!list) return list;
        return draft.id && list.some((item) => item.id === product.id)
          ? list.map((item) => (item.id === product.id ? product : item))
          : [product, ...list];
      });
    },
  });
}

/** POST products/remove (our own call, see the contract): answers the remaining products. */
export function useRemoveProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productIds: string[]) =>
      api.post<Product[]>(eCommercePaths.removeProducts, { productIds }),
    onSuccess: (rest, productIds) => {
      queryClient.setQueryData(eCommerceKeys.products, rest);
      for (const id of productIds) {
        queryClient.removeQueries({ queryKey: eCommerceKeys.product(id) });
      }
    },
  });
}

/** GET orders */
export function useOrders() {
  return useQuery({
    queryKey: eCommerceKeys.orders,
    queryFn: ({ signal }) => api.get<Order[]>(eCommercePaths.orders, { signal }),
  });
}

/** GET order: a 404 ApiError when there is none. */
export function useOrder(orderId: string) {
  return useQuery({
    queryKey: eCommerceKeys.order(orderId),
    queryFn: ({ signal }) => api.get<Order>(eCommercePaths.order, { query: { orderId }, signal }),
  });
}
