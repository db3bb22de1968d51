import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route.tsx';
import { serveInvoices } from '../testing/serve-invoices.ts';
import { slow } from '../../../testing/waits.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('invoice pages', { timeout: 60_000 }, () => {
  it.each(['compact', 'modern'])(
    'the %s invoice shows the sample services and its totals in money',
    async (design) => {
      const { calls } = serveInvoices();
      renderRoute(`/pages/invoices/${design}`);
      const sheet = await screen.findByTestId('invoice-sheet', {}, slow);
      expect(screen.getByTestId(`invoice-page-${design}`)).toBeTruthy();
      expect(within(sheet).getAllByText('P9-0004').length).toBeGreaterThan(0);
      expect(within(sheet).getAllByTestId('invoice-service')).toHaveLength(4);
      expect(within(sheet).getAllByText('per hour')).toHaveLength(4);
      expect(within(sheet).getByTestId('invoice-subtotal').textContent).toBe('US$8,445.00');
      expect(within(sheet).getByTestId('invoice-tax').textContent).toBe('US$675.60');
      expect(within(sheet).getByTestId('invoice-discount').textContent).toBe('−US$120.60');
      expect(within(sheet).getByTestId('invoice-total-due').textContent).toBe('US$9,000.00');
      expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
      expect(calls[0]).toBe('GET /api/invoices/get-invoice');
    },
  );

  it('says the invoice is not found for an unknown id, and offers the sample', async () => {
    serveInvoices();
    const { router } = renderRoute('/pages/invoices/modern?id=nope');
    const message = await screen.findByTestId('invoice-not-found', {}, slow);
    expect(within(message).getByText('Invoice not found')).toBeTruthy();
    expect(within(message).getByText('There is no invoice with the id “nope”.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    fireEvent.click(within(message).getByRole('link', { name: 'Show the sample invoice' }));
    expect(await screen.findByTestId('invoice-sheet', {}, slow)).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('shows an error with retry when the call fails', async () => {
    serveInvoices(new Set(['/api/invoices/get-invoice']));
    renderRoute('/pages/invoices/compact');
    expect(await screen.findByText('The invoice could not be loaded.', {}, slow)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
