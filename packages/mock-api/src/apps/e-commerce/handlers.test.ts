import { beforeEach, describe, expect, it } from 'vitest';
import { mockProblemSchema } from '../../platform/problem.ts';
import { callerOf } from '../../testing/call.ts';
import { required } from '../../testing/required.ts';
import {
  currentStatus,
  eCommercePaths,
  ORDER_STATUSES,
  orderListSchema,
  orderSchema,
  PRODUCT_EXTRA_SHIPPING_FEE,
  PRODUCT_TAX_RATE,
  priceWithTax,
  productListSchema,
  productSchema,
} from './contract.ts';
import type { Product } from './contract.ts';
import { createECommerceState, createHandlers } from './handlers.ts';

let call = callerOf(createHandlers());
beforeEach(() => {
  call = callerOf(createHandlers(createECommerceState()));
});

const products = () => call.get(eCommercePaths.products, productListSchema);
const product = (id: string) =>
  call.get(`${eCommercePaths.product}?productId=${encodeURIComponent(id)}`, productSchema);
const save = (body: unknown) => call.post(eCommercePaths.saveProduct, body, productSchema);

async function expectProblem(answer: ReturnType<typeof call.raw>, status: number) {
  const { status: got, body } = await answer;
  expect(got).toBe(status);
  const problem = mockProblemSchema.parse(body);
  expect(problem.detail.length).toBeGreaterThan(0);
  return problem.detail;
}

describe('GET products', () => {
  it('answers 20 to 30 products, each with tax rate 10 and extra shipping fee 3', async () => {
    const list = await products();
    expect(list.length).toBeGreaterThanOrEqual(20);
    expect(list.length).toBeLessThanOrEqual(30);
    for (const item of list) {
      expect(item.taxRate).toBe(10);
      expect(item.extraShippingFee).toBe(3);
      expect(item.priceTaxIncl).toBe(priceWithTax(item.priceTaxExcl, item.taxRate));
      expect(item.images.map((image) => image.id)).toContain(item.featuredImageId);
    }
    expect(PRODUCT_TAX_RATE).toBe(10);
    expect(PRODUCT_EXTRA_SHIPPING_FEE).toBe(3);
    expect(new Set(list.map((item) => item.id)).size).toBe(list.length);
    expect(list.some((item) => item.quantity === 0)).toBe(true);
    expect(list.some((item) => !item.active)).toBe(true);
  });

  it('is the same on every fresh start', async () => {
    const again = callerOf(createHandlers(createECommerceState()));
    expect(await again.get(eCommercePaths.products, productListSchema)).toEqual(await products());
  });
});

describe('GET product', () => {
  it('answers the product with that id', async () => {
    const first = required((await products())[0]);
    expect(await product(first.id)).toEqual(first);
  });

  it('answers 404 with a message for an unknown id and 400 without one', async () => {
    const detail = await expectProblem(call.raw(`${eCommercePaths.product}?productId=nope`), 404);
    expect(detail).toContain('nope');
    await expectProblem(call.raw(eCommercePaths.product), 400);
  });
});

describe('POST product/save', () => {
  it('creates a product without an id: new id and a handle from its name, listed first', async () => {
    const first = required((await products())[0]);
    const draft: Partial<Product> = { ...first, name: 'Turkey feeder 20 kg' };
    delete draft.id;
    delete draft.handle;
    const created = await save(draft);
    expect(created.id).not.toBe(first.id);
    expect(created.handle).toBe('turkey-feeder-20-kg');
    const list = await products();
    expect(list[0]).toEqual(created);
    expect(await product(created.id)).toEqual(created);
  });

  it('replaces the product with the same id', async () => {
    const before = await products();
    const first = required(before[1]);
    const saved = await save({ ...first, priceTaxExcl: 20, priceTaxIncl: 22, quantity: 5 });
    expect(saved.priceTaxIncl).toBe(22);
    const after = await products();
    expect(after).toHaveLength(before.length);
    expect(required(after[1])).toEqual(saved);
  });

  it('refuses a bad body with 400 and a message, and changes nothing', async () => {
    const first = required((await products())[0]);
    const names = await expectProblem(
      call.raw(eCommercePaths.saveProduct, { body: { ...first, name: ' ' } }),
      400,
    );
    expect(names).toContain('name');
    await expectProblem(
      call.raw(eCommercePaths.saveProduct, { body: { ...first, priceTaxExcl: -1 } }),
      400,
    );
    await expectProblem(
      call.raw(eCommercePaths.saveProduct, { body: { ...first, featuredImageId: 'x' } }),
      400,
    );
    await expectProblem(call.raw(eCommercePaths.saveProduct, { body: 'not json' }), 400);
    expect(await product(first.id)).toEqual(first);
  });
});

describe('POST products/remove', () => {
  it('removes the chosen products and answers the rest', async () => {
    const [a, b] = await products();
    const rest = await call.post(
      eCommercePaths.removeProducts,
      { productIds: [required(a).id, required(b).id] },
      productListSchema,
    );
    expect(rest.map((item) => item.id)).not.toContain(required(a).id);
    await expectProblem(call.raw(`${eCommercePaths.product}?productId=${required(b).id}`), 404);
  });

  it('answers 404 when any id is unknown, removing none', async () => {
    const before = await products();
    const ids = [required(before[0]).id, 'missing'];
    await expectProblem(
      call.raw(eCommercePaths.removeProducts, { body: { productIds: ids } }),
      404,
    );
    expect(await products()).toHaveLength(before.length);
    await expectProblem(call.raw(eCommercePaths.removeProducts, { body: { productIds: [] } }), 400);
  });
});

describe('GET orders and order', () => {
  it('answers 20 to 30 orders whose statuses are the 14 of section 4, by id and name', async () => {
    const orders = await call.get(eCommercePaths.orders, orderListSchema);
    expect(orders.length).toBeGreaterThanOrEqual(20);
    expect(orders.length).toBeLessThanOrEqual(30);
    expect(ORDER_STATUSES.map((status) => `${status.id} ${status.name}`)).toEqual([
      '1 Awaiting check payment',
      '2 Payment accepted',
      '3 Preparing the order',
      '4 Shipped',
      '5 Delivered',
      '6 Canceled',
      '7 Refunded',
      '8 Payment error',
      '9 On pre-order (paid)',
      '10 Awaiting bank wire payment',
      '11 Awaiting PayPal payment',
      '12 Remote payment accepted',
      '13 On pre-order (not paid)',
      '14 Awaiting Cash-on-delivery payment',
    ]);
    const seen = new Set<number>();
    for (const order of orders) {
      for (const entry of order.status) {
        const known = required(ORDER_STATUSES.find((status) => status.id === entry.id));
        expect(entry.name).toBe(known.name);
        expect(entry.color).toBe(known.color);
        seen.add(entry.id);
      }
      expect(order.total).toBeCloseTo(order.subtotal - order.discount, 2);
      const lines = order.products.reduce((sum, line) => sum + line.total, 0);
      expect(order.subtotal).toBeCloseTo(lines, 2);
    }
    expect(seen.size).toBe(14);
    expect(new Set(ORDER_STATUSES.map((status) => status.color)).size).toBe(14);
    expect(new Set(orders.map((order) => currentStatus(order).id)).size).toBeGreaterThan(5);
  });

  it('answers one order by id, and 404 with a message for an unknown one', async () => {
    const first = required((await call.get(eCommercePaths.orders, orderListSchema))[0]);
    const order = await call.get(`${eCommercePaths.order}?orderId=${first.id}`, orderSchema);
    expect(order).toEqual(first);
    const detail = await expectProblem(call.raw(`${eCommercePaths.order}?orderId=9`), 404);
    expect(detail).toContain("'9'");
    await expectProblem(call.raw(eCommercePaths.order), 400);
  });

  it('dates the orders relative to today, newest first', async () => {
    const orders = await call.get(eCommercePaths.orders, orderListSchema);
    const newest = Date.parse(required(orders[0]).date);
    expect(Date.now() - newest).toBeLessThan(3 * 86_400_000);
    const dates = orders.map((order) => Date.parse(order.date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });
});
