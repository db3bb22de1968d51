import type { Product, ProductDraft, ProductImage } from '@flockbook/mock-api/e-commerce';
import {
  PRODUCT_EXTRA_SHIPPING_FEE,
  PRODUCT_TAX_RATE,
  priceWithoutTax,
  priceWithTax,
} from '@flockbook/mock-api/e-commerce';

/** The number fields, typed as text so a half-written number stays on screen. */
export const NUMBER_FIELDS = [
  'priceTaxExcl',
  'priceTaxIncl',
  'taxRate',
  'comparedPrice',
  'quantity',
  'width',
  'height',
  'depth',
  'weight',
  'extraShippingFee',
] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];

export type ProductFormValues = Record<NumberField, string> & {
  name: string;
  description: string;
  categories: string[];
  tags: string[];
  images: ProductImage[];
  featuredImageId: string | null;
  sku: string;
  active: boolean;
};

export type FormErrorKey = 'nameRequired' | 'notNumber' | 'notWhole' | 'taxRate';
export type ProductFormErrors = Partial<Record<keyof ProductFormValues, FormErrorKey>>;

/** A new product's values: tax rate 10 and extra shipping fee 3 (section 9). */
export function emptyProductValues(): ProductFormValues {
  return {
    name: '',
    description: '',
    categories: [],
    tags: [],
    images: [],
    featuredImageId: null,
    sku: '',
    active: true,
    priceTaxExcl: '0',
    priceTaxIncl: '0',
    taxRate: String(PRODUCT_TAX_RATE),
    comparedPrice: '0',
    quantity: '0',
    width: '0',
    height: '0',
    depth: '0',
    weight: '0',
    extraShippingFee: String(PRODUCT_EXTRA_SHIPPING_FEE),
  };
}

export function productValues(product: Product): ProductFormValues {
  const numbers = Object.fromEntries(
    NUMBER_FIELDS.map((field) => [field, String(product[field])]),
  ) as Record<NumberField, string>;
  return {
    ...numbers,
    name: product.name,
    description: product.description,
    categories: product.categories,
    tags: product.tags,
    images: product.images,
    featuredImageId: product.featuredImageId,
    sku: product.sku,
    active: product.active,
  };
}

/** A number of 0 or more written with a point or a comma, or undefined. */
export function parseAmount(text: string): number | undefined {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normalised)) return undefined;
  return Number(normalised);
}

/** What is wrong with each field, by field; empty when the values can be saved. */
export function validateProduct(values: ProductFormValues): ProductFormErrors {
  const errors: ProductFormErrors = {};
  if (values.name.trim() === '') errors.name = 'nameRequired';
  for (const field of NUMBER_FIELDS) {
    const amount = parseAmount(values[field]);
    if (amount === undefined) errors[field] = 'notNumber';
    else if (field === 'quantity' && !Number.isInteger(amount)) errors[field] = 'notWhole';
    else if (field === 'taxRate' && amount > 100) errors[field] = 'taxRate';
  }
  return errors;
}

/**
 * The values after one field changed. A price or the tax rate moves the other price with it:
 * the tax-included price follows the tax-excluded one and the rate, and the other way round.
 */
export function changeField<K extends keyof ProductFormValues>(
  values: ProductFormValues,
  field: K,
  value: ProductFormValues[K],
): ProductFormValues {
  const next = { ...values, [field]: value };
  const rate = parseAmount(next.taxRate);
  if (rate === undefined || rate > 100) return next;
  if (field === 'priceTaxExcl' || field === 'taxRate') {
    const excl = parseAmount(next.priceTaxExcl);
    if (excl !== undefined) next.priceTaxIncl = String(priceWithTax(excl, rate));
  } else if (field === 'priceTaxIncl') {
    const incl = parseAmount(next.priceTaxIncl);
    if (incl !== undefined) next.priceTaxExcl = String(priceWithoutTax(incl, rate));
  }
  return next;
}

/** The body of `product/save` (valid values only); without `id` it creates a product. */
export function productDraft(values: ProductFormValues, kept?: Product): ProductDraft {
  const numbers = Object.fromEntries(
    NUMBER_FIELDS.map((field) => [field, parseAmount(values[field]) ?? 0]),
  ) as Record<NumberField, number>;
  return {
    ...numbers,
    ...(kept ? { id: kept.id, handle: kept.handle } : {}),
    name: values.name.trim(),
    description: values.description,
    categories: values.categories,
    tags: values.tags,
    images: values.images,
    featuredImageId: values.featuredImageId,
    sku: values.sku.trim(),
    active: values.active,
  };
}
