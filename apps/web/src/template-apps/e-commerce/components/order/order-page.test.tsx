import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetMessages } from '../../../../lib/message-store.ts';
import { renderRoute } from '../../../../testing/render-route.tsx';
import { serveECommerce } from '../../testing/serve-e-commerce.ts';
import { slow } from '../../../../testing/waits.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  resetMessages();
});

describe('order page', { timeout: 60_000 }, () => {
  it('shows the customer, addresses, status history, payment, products and invoice', async () => {
    const { state } = serveECommerce();
    const order = state.orders[0];
    renderRoute(`/apps/e-commerce/orders/${order?.id}`);
    await screen.findByRole('heading', { name: `Order ${order?.reference}` }, slow);
    expect(screen.getAllByText('Ayşe Demir').length).toBeGreaterThan(0);
    expect(screen.getByText('Invoice address')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Position: 40.19, 29.06' })).toBeTruthy();
    const history = screen.getByTestId('order-status-history');
    // Newest first: the five steps of a delivered order.
    expect(
      within(history)
        .getAllByTestId('order-status')
        .map((chip) => chip.textContent),
    ).toEqual([
      'Delivered',
      'Shipped',
      'Preparing the order',
      'Payment accepted',
      'Awaiting check payment',
    ]);
    expect(screen.getByText(order?.payment.transactionId ?? '-')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Products' }));
    const lines = screen.getByTestId('order-products');
    expect(within(lines).getByText(order?.products[0]?.name ?? '-')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Invoice' }));
    const invoice = screen.getByTestId('order-invoice');
    expect(within(invoice).getByText('Subtotal')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('lists the orders with their latest status and opens one', async () => {
    const { state } = serveECommerce();
    const { router } = renderRoute('/apps/e-commerce/orders');
    const reference = state.orders[1]?.reference ?? '-';
    fireEvent.click(await screen.findByRole('link', { name: reference }, slow));
    await screen.findByRole('heading', { name: `Order ${reference}` }, slow);
    expect(router.state.location.pathname).toBe(`/apps/e-commerce/orders/${state.orders[1]?.id}`);
  });

  it('says so when the order does not exist', async () => {
    serveECommerce();
    renderRoute('/apps/e-commerce/orders/42');
    expect(await screen.findByText('Order not found', {}, slow)).toBeTruthy();
  });
});
