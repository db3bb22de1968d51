import type { AreaTexts } from '../../../../../records/area-texts.ts';
import { moneyOptionsEn } from '../money-options/en.ts';

export const amountsEn = {
  title: 'Amounts',
  singular: 'Amount',
  newTitle: 'Record money in or out',
  subtitle: 'Payments received and made, capital, loans and advances',
  empty: 'No amounts recorded yet.',
  fields: {
    date: 'Date',
    farmId: 'Farm',
    farmName: 'Farm',
    direction: 'In or out',
    partyId: 'Customer or supplier',
    partyName: 'Customer or supplier',
    saleId: 'Sale it pays',
    saleInvoiceNo: 'Sale',
    category: 'Category',
    method: 'Method',
    amount: 'Amount',
    reference: 'Reference',
    notes: 'Notes',
  },
  options: {
    direction: moneyOptionsEn.direction,
    category: moneyOptionsEn.amountCategory,
    method: moneyOptionsEn.method,
  },
  hints: {
    farmId: 'Leave empty for money of the whole business',
    saleId: 'Choose the customer first; the sale’s balance falls by this amount',
    reference: 'Receipt, cheque or transfer number',
  },
} satisfies AreaTexts;

/** The amounts area's words: Turkish and Arabic give the same ones. */
export type AmountsTexts = typeof amountsEn;
