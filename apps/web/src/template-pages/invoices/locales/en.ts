/** The invoice pages' words in English; Turkish and Arabic follow the same shape. */
export const invoicesEn = {
  title: 'Invoice',
  print: 'Print',
  number: 'Invoice number',
  date: 'Invoice date',
  dueDate: 'Due date',
  from: 'From',
  billTo: 'Bill to',
  totalDue: 'Total due',
  columns: { service: 'Service', unitPrice: 'Unit price', quantity: 'Quantity', total: 'Total' },
  perUnit: 'per {{unit}}',
  units: { Hour: 'hour' } as Record<string, string>,
  subtotal: 'Subtotal',
  tax: 'Tax',
  discount: 'Discount',
  total: 'Total',
  notFoundTitle: 'Invoice not found',
  notFoundBody: 'There is no invoice with the id “{{id}}”.',
  showSample: 'Show the sample invoice',
  loadFailed: 'The invoice could not be loaded.',
  thanks: 'Thank you for your business.',
  terms: 'Please pay within 30 days by bank transfer, quoting the invoice number.',
};

export type InvoicesTexts = typeof invoicesEn;
