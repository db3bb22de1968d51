import { z } from 'zod';
import { MOCK_APP_PREFIXES } from '../../app-prefixes.ts';

const base = MOCK_APP_PREFIXES.eCommerce;

/**
 * Paths of the e-commerce calls (section 7). `removeProducts` is ours, not the
 * specification's: the product list removes the chosen products in one call
 * (body `{ productIds }`, answer the remaining products), so the removal survives a refetch.
 */
export const eCommercePaths = {
  products: `${base}/products`,
  product: `${base}/product`,
  saveProduct: `${base}/product/save`,
  removeProducts: `${base}/products/remove`,
  orders: `${base}/orders`,
  order: `${base}/order`,
} as const;

/** Every sample product's tax rate in percent, and its extra shipping fee (section 9). */
export const PRODUCT_TAX_RATE = 10;
export const PRODUCT_EXTRA_SHIPPING_FEE = 3;

/** The sample order statuses with their ids, exactly as section 4 names them, and a colour each. */
export const ORDER_STATUSES = [
  { id: 1, name: 'Awaiting check payment', color: '#1565c0' },
  { id: 2, name: 'Payment accepted', color: '#2e7d32' },
  { id: 3, name: 'Preparing the order', color: '#ef6c00' },
  { id: 4, name: 'Shipped', color: '#6a1b9a' },
  { id: 5, name: 'Delivered', color: '#1b5e20' },
  { id: 6, name: 'Canceled', color: '#c62828' },
  { id: 7, name: 'Refunded', color: '#ad1457' },
  { id: 8, name: 'Payment error', color: '#b71c1c' },
  { id: 9, name: 'On pre-order (paid)', color: '#00838f' },
  { id: 10, name: 'Awaiting bank wire payment', color: '#0d47a1' },
  { id: 11, name: 'Awaiting PayPal payment', color: '#283593' },
  { id: 12, name: 'Remote payment accepted', color: '#388e3c' },
  { id: 13, name: 'On pre-order (not paid)', color: '#5d4037' },
  { id: 14, name: 'Awaiting Cash-on-delivery payment', color: '#455a64' },
] as const;
export type OrderStatusId = (typeof ORDER_STATUSES)[number]['id'];

const money = z.number().finite().min(0, 'Must be 0 or more.');
const measure = z.number().finite().min(0, 'Must be 0 or more.');

export const productImageSchema = z.object({
  id: z.string().min(1),
  /** A `data:` URL (sample images are SVG; uploads any image type). */
  url: z.string().startsWith('data:image/', 'An image is a data:image/… URL.'),
  type: z.literal('image'),
});
export type ProductImage = z.infer<typeof productImageSchema>;

const productFields = {
  id: z.string().min(1),
  name: z.string().trim().min(1, 'A product needs a name.').max(200),
  /** The name in the address, e.g. 'galvanised-tube-feeder-10-kg'. */
  handle: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A handle is lower-case words joined by -.'),
  description: z.string().max(5000),
  categories: z.array(z.string().trim().min(1)).max(20),
  tags: z.array(z.string().trim().min(1)).max(30),
  /** One of `images`' ids, or null when the product has no image. */
  featuredImageId: z.string().nullable(),
  images: z.array(productImageSchema).max(20),
  priceTaxExcl: money,
  priceTaxIncl: money,
  /** Percent, e.g. 10. */
  taxRate: z.number().finite().min(0).max(100),
  comparedPrice: money,
  quantity: z.number().int().min(0, 'Must be 0 or more.'),
  sku: z.string().max(64),
  width: measure,
  height: measure,
  depth: measure,
  weight: measure,
  extraShippingFee: money,
  active: z.boolean(),
};

function checkFeaturedImage(
  product: { featuredImageId: string | null; images: ProductImage[] },
  context: z.RefinementCtx,
): void {
  const { featuredImageId, images } = product;
  if (featuredImageId !== null && !images.some((image) => image.id === featuredImageId)) {
    context.addIssue({
      code: 'custom',
      message: 'The featured image must be one of the product’s images.',
      path: ['featuredImageId'],
    });
  }
}

export const productSchema = z.object(productFields).superRefine(checkFeaturedImage);
export type Product = z.infer<typeof productSchema>;
export const productListSchema = z.array(productSchema);

/**
 * Body of `POST product/save`: a product; without `id` it is created (the mock gives it an id,
 * and a handle from its name when none is given); with an `id` it replaces the kept product
 * with that id, or is added under that id. Answers the saved product.
 */
export const productSaveSchema = z
  .object({
    ...productFields,
    id: productFields.id.optional(),
    handle: productFields.handle.optional(),
  })
  .superRefine(checkFeaturedImage);
export type ProductDraft = z.infer<typeof productSaveSchema>;

export const productQuerySchema = z.object({ productId: z.string().min(1) });
export const productsRemoveSchema = z.object({ productIds: z.array(z.string().min(1)).min(1) });
export type ProductsRemove = z.infer<typeof productsRemoveSchema>;

const addressSchema = z.object({
  address: z.string().min(1),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type OrderAddress = z.infer<typeof addressSchema>;

export const orderCustomerSchema = z.object({
  id: z.string().min(1),
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  avatar: z.string(),
  company: z.string(),
  jobTitle: z.string(),
  email: z.email(),
  phone: z.string(),
  invoiceAddress: addressSchema,
  shippingAddress: addressSchema,
});
export type OrderCustomer = z.infer<typeof orderCustomerSchema>;

export const orderLineSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  price: money,
  quantity: z.number().int().min(1),
  total: money,
  image: z.string(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderStatusEntrySchema = z.object({
  id: z.number().int().min(1).max(14),
  name: z.string().min(1),
  color: z.string().regex(/^#[0-9a-f]{6}$/i),
  /** ISO 8601. */
  date: z.iso.datetime({ offset: true }),
});
export type OrderStatusEntry = z.infer<typeof orderStatusEntrySchema>;

export const orderSchema = z.object({
  id: z.string().min(1),
  reference: z.string().min(1),
  subtotal: money,
  tax: money,
  discount: money,
  total: money,
  date: z.iso.datetime({ offset: true }),
  customer: orderCustomerSchema,
  products: z.array(orderLineSchema).min(1),
  /** Oldest first; the last entry is the order's current status. */
  status: z.array(orderStatusEntrySchema).min(1),
  payment: z.object({
    transactionId: z.string().min(1),
    amount: money,
    method: z.string().min(1),
    date: z.iso.datetime({ offset: true }),
  }),
  shippingDetails: z.array(
    z.object({
      tracking: z.string(),
      carrier: z.string().min(1),
      weight: measure,
      fee: money,
      date: z.iso.datetime({ offset: true }),
    }),
  ),
});
export type Order = z.infer<typeof orderSchema>;
export const orderListSchema = z.array(orderSchema);
export const orderQuerySchema = z.object({ orderId: z.string().min(1) });

/** The order's current status: the last of its history. */
export function currentStatus(order: Pick<Order, 'status'>): OrderStatusEntry {
  return order.status[order.status.length - 1] as OrderStatusEntry;
}

/** The tax-included price of a tax-excluded one, rounded to cents. */
export function priceWithTax(priceTaxExcl: number, taxRate: number): number {
  return Math.round(priceTaxExcl * (100 + taxRate)) / 100;
}

/** The tax-excluded price of a tax-included one, rounded to cents. */
export function priceWithoutTax(priceTaxIncl: number, taxRate: number): number {
  return Math.round((priceTaxIncl * 10000) / (100 + taxRate)) / 100;
}

/** A URL handle from a name: lower-case ASCII words joined by '-'. */
export function handleOf(name: string): string {
  const handle = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return handle || 'product';
}
