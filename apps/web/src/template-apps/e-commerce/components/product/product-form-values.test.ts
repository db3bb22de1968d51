import { describe, expect, it } from 'vitest';
import {
  changeField,
  emptyProductValues,
  productDraft,
  validateProduct,
} from './product-form-values.ts';

describe('product form values', () => {
  it('starts a new product with tax rate 10 and extra shipping fee 3', () => {
    const draft = productDraft(emptyProductValues());
    expect(draft.taxRate).toBe(10);
    expect(draft.extraShippingFee).toBe(3);
    expect(draft).not.toHaveProperty('id');
  });

  it('moves one price when the other or the tax rate changes', () => {
    let values = changeField(emptyProductValues(), 'priceTaxExcl', '20');
    expect(values.priceTaxIncl).toBe('22');
    values = changeField(values, 'priceTaxIncl', '33');
    expect(values.priceTaxExcl).toBe('30');
    values = changeField(values, 'taxRate', '20');
    expect(values.priceTaxIncl).toBe('36');
    // A half-written price leaves the other one alone.
    expect(changeField(values, 'priceTaxExcl', '3.').priceTaxIncl).toBe('36');
  });

  it('names the field at fault', () => {
    const values = { ...emptyProductValues(), priceTaxExcl: '-1', quantity: '2.5', taxRate: '120' };
    expect(validateProduct(values)).toEqual({
      name: 'nameRequired',
      priceTaxExcl: 'notNumber',
      quantity: 'notWhole',
      taxRate: 'taxRate',
    });
    expect(validateProduct({ ...emptyProductValues(), name: 'Feeder', weight: '1,5' })).toEqual({});
  });
});
