import { HttpResponse, http } from 'msw';
import type { HttpHandler } from 'msw';
import { problem } from '../../platform/respond.ts';
import { getInvoiceQuerySchema, invoicesPaths } from './contract.ts';
import type { Invoice } from './contract.ts';
import { sampleInvoices } from './sample-data.ts';

/** The invoice with `id`, or undefined: section 7 leaves an unknown id unhandled. */
export function findInvoice(invoices: readonly Invoice[], id: string): Invoice | undefined {
  return invoices.find((invoice) => invoice.id === id);
}

export function createHandlers(invoices: Invoice[] = sampleInvoices()): HttpHandler[] {
  return [
    http.get(`*${invoicesPaths.getInvoice}`, ({ request }) => {
      const query = getInvoiceQuerySchema.safeParse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (!query.success) return problem(400, 'The query must name the invoice: id.');
      const invoice = findInvoice(invoices, query.data.id);
      // No match: status 200 with an empty body, as the specification's "undefined body".
      return invoice ? HttpResponse.json(invoice) : new HttpResponse(null, { status: 200 });
    }),
  ];
}
