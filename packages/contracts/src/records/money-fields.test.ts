import { describe, expect, it } from 'vitest';
import { feedPurchaseSchema } from './stock-records.ts';
import { flockSchema } from './flocks.ts';
import { MONEY_FIELDS, isMoneyField, withoutMoney } from './money-fields.ts';

describe('money fields', () => {
  it('name prices, totals, costs, salaries, balances, revenue and profit, and nothing else', () => {
    for (const key of ['pricePerBag', 'unitPrice', 'chickPrice', 'total', 'net', 'profit'])
      expect(isMoneyField(key), key).toBe(true);
    for (const key of ['quantityKg', 'bags', 'birdsAlive', 'notes', 'id', 'data'])
      expect(isMoneyField(key), key).toBe(false);
    expect(new Set(MONEY_FIELDS).size).toBe(MONEY_FIELDS.length);
  });

  it('are left out at any depth, the rest kept, the original untouched', () => {
    const answer = {
      id: 'a',
      pricePerBag: '10.00',
      figures: { birdsAlive: 5, money: { feed: '1.00' } },
      days: [{ date: '2026-01-01', cumulativeCost: '3.00', eggs: null }],
    };
    expect(withoutMoney(answer)).toEqual({
      id: 'a',
      figures: { birdsAlive: 5 },
      days: [{ date: '2026-01-01', eggs: null }],
    });
    expect(answer.pricePerBag).toBe('10.00');
  });

  it('leave answers the item schemas still accept', () => {
    const purchase = {
      id: 'p',
      createdAt: '2026-10-01T00:00:00Z',
      updatedAt: '2026-10-01T00:00:00Z',
      createdBy: null,
      version: 1,
      farmId: 'f',
      farmName: 'North',
      flockId: null,
      flockName: null,
      date: '2026-10-01',
      feedType: 'starter',
      bags: '1.000',
      bagWeightKg: '50.000',
      quantityKg: '50.000',
      pricePerBag: '10.00',
      total: '10.00',
      supplierId: null,
      supplierName: null,
      invoiceNo: '',
      notes: '',
    };
    expect(feedPurchaseSchema.safeParse(withoutMoney(purchase)).success).toBe(true);
    expect(flockSchema.shape.chickPrice.safeParse(undefined).success).toBe(true);
  });
});
