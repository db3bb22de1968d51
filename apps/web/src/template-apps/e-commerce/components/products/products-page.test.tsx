import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetMessages } from '../../../../lib/message-store.ts';
import { renderRoute } from '../../../../testing/render-route.tsx';
import { serveECommerce } from '../../testing/serve-e-commerce.ts';
import { slow } from '../../../../testing/waits.ts';

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('[data-field="name"]')?.textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  resetMessages();
});

describe('products list', { timeout: 60_000 }, () => {
  it('opens on the products, searches them and sorts them by price', async () => {
    serveECommerce();
    const { router } = renderRoute('/apps/e-commerce');
    await screen.findByText('Galvanised tube feeder 10 kg', {}, slow);
    expect(router.state.location.pathname).toBe('/apps/e-commerce/products');
    expect(names()).toHaveLength(10);

    fireEvent.change(screen.getByLabelText('Search products'), { target: { value: 'vaccine' } });
    await waitFor(() =>
      expect(names()).toEqual([
        'Newcastle disease vaccine (1,000 doses)',
        'Gumboro vaccine (1,000 doses)',
        'Marek vaccine (2,000 doses)',
      ]),
    );
    // Out of stock shows in red, few in amber.
    const gumboro = screen.getByText('Gumboro vaccine (1,000 doses)').closest('[role="row"]');
    expect(within(gumboro as HTMLElement).getByLabelText('3 (Low stock)')).toBeTruthy();

    fireEvent.click(screen.getByRole('columnheader', { name: /Price/ }));
    await waitFor(() =>
      expect(names()).toEqual([
        'Newcastle disease vaccine (1,000 doses)',
        'Gumboro vaccine (1,000 doses)',
        'Marek vaccine (2,000 doses)',
      ]),
    );
    fireEvent.click(screen.getByRole('columnheader', { name: /Price/ }));
    await waitFor(() => expect(names()[0]).toBe('Marek vaccine (2,000 doses)'));

    fireEvent.change(screen.getByLabelText('Search products'), { target: { value: 'tractor' } });
    expect(await screen.findByTestId('record-list-empty')).toBeTruthy();
  });

  it('removes the chosen products after asking', async () => {
    const { state } = serveECommerce();
    renderRoute('/apps/e-commerce/products');
    await screen.findByText('Galvanised tube feeder 10 kg', {}, slow);
    fireEvent.change(screen.getByLabelText('Search products'), { target: { value: 'drinker' } });
    await waitFor(() => expect(names()).toHaveLength(3));
    const row = screen.getByText('Bell drinker 8 L').closest('[role="row"]') as HTMLElement;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove (1)' }));
    // The dialog and the snackbar are fetched the first time they show.
    const dialog = await screen.findByRole('dialog', { name: 'Remove products?' }, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Products removed.', {}, slow)).toBeTruthy();
    await waitFor(() => expect(names()).toHaveLength(2));
    expect(state.products.some((product) => product.name === 'Bell drinker 8 L')).toBe(false);
  });

  it('shows an error with a retry when the products cannot be loaded', async () => {
    const failing = new Set(['/api/e-commerce-app/products']);
    serveECommerce(failing);
    renderRoute('/apps/e-commerce/products');
    expect(await screen.findByText('The products could not be loaded.', {}, slow)).toBeTruthy();
    failing.clear();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Galvanised tube feeder 10 kg', {}, slow);
  });
});
