import { z } from 'zod';
import { MOCK_APP_PREFIXES } from '../../app-prefixes.ts';

/** Path of the invoice call (section 7). */
export const invoicesPaths = { getInvoice: `${MOCK_APP_PREFIXES.invoices}/get-invoice` } as const;

/** The invoice the pages show when the address names none. */
export const DEFAULT_INVOICE_ID = '5725a6802d10e277a0f35724';

/** Query of `GET /api/invoices/get-invoice`. */
export const getInvoiceQuerySchema = z.object({ id: z.string() });

/** Who sends the invoice. Every value of an invoice is a string (section 3). */
export const invoiceSenderSchema = z.object({
  title: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
});

/** Who the invoice is for. */
export const invoiceClientSchema = z.object({
  title: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
});

/** One line of work billed: `total` is `unitPrice` times `quantity`. */
export const invoiceServiceSchema = z.object({
  id: z.string(),
  title: z.string(),
  detail: z.string(),
  unit: z.string(),
  unitPrice: z.string(),
  quantity: z.string(),
  total: z.string(),
});
export type InvoiceService = z.infer<typeof invoiceServiceSchema>;

/** Answer of `GET /api/invoices/get-invoice` for a known id (an unknown id gets an empty body). */
export const invoiceSchema = z.object({
  id: z.string(),
  from: invoiceSenderSchema,
  client: invoiceClientSchema,
  number: z.string().regex(/^[A-Z]\d-\d{4}$/),
  date: z.string(),
  dueDate: z.string(),
  services: z.array(invoiceServiceSchema),
  subtotal: z.string(),
  tax: z.string(),
  discount: z.string(),
  total: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
