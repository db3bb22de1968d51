import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
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

describe('product page', { timeout: 60_000 }, () => {
  it('edits the price, which moves the tax-included price, and saves it', async () => {
    const { state, calls } = serveECommerce();
    const feeder = state.products.find((product) => product.name.startsWith('Galvanised'));
    renderRoute(`/apps/e-commerce/products/${feeder?.id}/${feeder?.handle}`);
    expect((await screen.findByLabelText(/^Name/, {}, slow)) as HTMLInputElement).toHaveProperty(
      'value',
      'Galvanised tube feeder 10 kg',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Pricing' }));
    const excl = screen.getByLabelText('Price (tax excluded)') as HTMLInputElement;
    const incl = screen.getByLabelText('Price (tax included)') as HTMLInputElement;
    expect(excl.value).toBe('18.5');
    expect((screen.getByLabelText('Tax rate (%)') as HTMLInputElement).value).toBe('10');
    fireEvent.change(excl, { target: { value: '20' } });
    expect(incl.value).toBe('22');
    fireEvent.change(incl, { target: { value: '-4' } });
    fireEvent.click(screen.getByTestId('product-save'));
    expect(await screen.findByText('Enter a number of 0 or more.')).toBeTruthy();
    expect(calls).not.toContain('POST /api/e-commerce-app/product/save');

    fireEvent.change(incl, { target: { value: '27.5' } });
    expect(excl.value).toBe('25');
    fireEvent.click(screen.getByTestId('product-save'));
    expect(await screen.findByText('Product saved.')).toBeTruthy();
    const saved = state.products.find((product) => product.id === feeder?.id);
    expect(saved?.priceTaxExcl).toBe(25);
    expect(saved?.priceTaxIncl).toBe(27.5);
    expect(saved?.extraShippingFee).toBe(3);
  });

  it('creates a product: name required, defaults from section 9, then its own address', async () => {
    const { state } = serveECommerce();
    const { router } = renderRoute('/apps/e-commerce/products/new');
    await screen.findByRole('tab', { name: 'Shipping' }, slow);
    fireEvent.click(screen.getByTestId('product-save'));
    expect(await screen.findByText('A product needs a name.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Turkey feeder 20 kg' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Shipping' }));
    expect((screen.getByLabelText('Extra shipping fee') as HTMLInputElement).value).toBe('3');
    fireEvent.click(screen.getByTestId('product-save'));
    expect(await screen.findByText('Product created.')).toBeTruthy();
    const created = state.products[0];
    expect(created?.name).toBe('Turkey feeder 20 kg');
    expect(created?.taxRate).toBe(10);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/apps/e-commerce/products/${created?.id}/turkey-feeder-20-kg`,
      ),
    );
  });

  it('says so when the product does not exist', async () => {
    serveECommerce();
    renderRoute('/apps/e-commerce/products/unknown/x');
    expect(await screen.findByText('Product not found', {}, slow)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to products' })).toBeTruthy();
  });
});
