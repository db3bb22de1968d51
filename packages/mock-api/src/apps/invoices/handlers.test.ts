import { describe, expect, it } from 'vitest';
import { callerOf } from '../../testing/call.ts';
import { DEFAULT_INVOICE_ID, invoiceSchema, invoicesPaths } from './contract.ts';
import { createHandlers } from './handlers.ts';

const path = (id: string) => `${invoicesPaths.getInvoice}?id=${encodeURIComponent(id)}`;
const cents = (value: string) => Math.round(Number(value) * 100);

describe('GET /api/invoices/get-invoice', () => {
  it('answers the sample invoice with the constants of section 9, every value a string', async () => {
    const invoice = await callerOf(createHandlers()).get(path(DEFAULT_INVOICE_ID), invoiceSchema);

    expect(invoice.id).toBe(DEFAULT_INVOICE_ID);
    expect(invoice.number).toMatch(/^P9-\d{4}$/);
    expect(invoice.date).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(invoice.dueDate).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(invoice.services).toHaveLength(4);
    expect(invoice.services.every((service) => service.unit === 'Hour')).toBe(true);
    expect(Number(invoice.subtotal)).toBe(8445);
    expect(Number(invoice.tax)).toBe(675.6);
    expect(Number(invoice.discount)).toBe(120.6);
    expect(Number(invoice.total)).toBe(9000);
  });

  it('adds up: lines to the subtotal, subtotal + tax − discount to the total', async () => {
    const invoice = await callerOf(createHandlers()).get(path(DEFAULT_INVOICE_ID), invoiceSchema);
    for (const service of invoice.services) {
      expect(cents(service.total)).toBe(cents(service.unitPrice) * Number(service.quantity));
    }
    const lines = invoice.services.reduce((sum, service) => sum + cents(service.total), 0);
    expect(lines).toBe(cents(invoice.subtotal));
    expect(cents(invoice.subtotal) + cents(invoice.tax) - cents(invoice.discount)).toBe(
      cents(invoice.total),
    );
  });

  it('answers an unknown id with an empty body', async () => {
    const answer = await callerOf(createHandlers()).raw(path('no-such-invoice'));
    expect(answer.status).toBe(200);
    expect(answer.body).toBeUndefined();
  });

  it('answers 400 when the id is missing', async () => {
    const answer = await callerOf(createHandlers()).raw(invoicesPaths.getInvoice);
    expect(answer.status).toBe(400);
  });
});
