import type { Product } from '@flockbook/mock-api/e-commerce';

/** True when the search words all appear in the product's name, categories, tags or SKU. */
export function matchesProduct(product: Product, search: string): boolean {
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = [product.name, product.sku, ...product.categories, ...product.tags]
    .join(' ')
    .toLocaleLowerCase();
  return words.every((word) => text.includes(word));
}

/** The URL of the product's featured image, or undefined when it has none. */
export function featuredImageOf(product: Pick<Product, 'images' | 'featuredImageId'>) {
  return product.images.find((image) => image.id === product.featuredImageId)?.url;
}
