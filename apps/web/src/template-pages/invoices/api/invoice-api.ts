import type { Invoice } from '@flockbook/mock-api/invoices';
import { DEFAULT_INVOICE_ID, invoicesPaths } from '@flockbook/mock-api/invoices';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api } from '../../../lib/api-client.ts';

/** GET get-invoice: the invoice, or null when no invoice has that id (the mock's empty body). */
export function fetchInvoice(id: string, signal?: AbortSignal): Promise<Invoice | null> {
  return api
    .get<Invoice | undefined>(invoicesPaths.getInvoice, { query: { id }, signal })
    .then((invoice) => invoice ?? null);
}

/** The invoice both layouts show: `?id=` of the address, else the sample invoice. */
export function useShownInvoice() {
  const [params] = useSearchParams();
  const id = params.get('id') || DEFAULT_INVOICE_ID;
  return useQuery({
    queryKey: ['invoices', 'invoice', id],
    queryFn: ({ signal }) => fetchInvoice(id, signal),
  });
}
