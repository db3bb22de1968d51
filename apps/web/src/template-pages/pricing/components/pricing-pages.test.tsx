import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { resetMessages } from '../../../lib/message-store.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { serveMockApp } from '../../../testing/serve-mock-app.ts';
import { slow } from '../../../testing/waits.ts';

const amounts = () => screen.getAllByTestId('plan-price-amount').map((node) => node.textContent);
const billings = () => screen.getAllByTestId('plan-billing').map((node) => node.textContent);

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  resetMessages();
  await act(() => changeLanguage('en'));
});

describe('pricing pages', { timeout: 60_000 }, () => {
  it.each(['style-1', 'style-2', 'style-3'])(
    '%s shows the three plans and the yearly switch changes the prices',
    async (style) => {
      serveMockApp('/api/none', []);
      renderRoute(`/pages/pricing/${style}`);
      const yearly = await screen.findByRole('switch', { name: 'Pay yearly' }, slow);
      expect(screen.getAllByTestId('plan')).toHaveLength(3);
      expect(amounts()).toEqual(['$19', '$49', '$99']);
      expect(billings()).toEqual(['Billed monthly', 'Billed monthly', 'Billed monthly']);

      fireEvent.click(yearly);
      expect(amounts()).toEqual(['$16', '$40', '$79']);
      expect(billings()).toEqual([
        '$192 billed yearly, you save $36',
        '$480 billed yearly, you save $108',
        '$948 billed yearly, you save $240',
      ]);
      fireEvent.click(yearly);
      expect(amounts()).toEqual(['$19', '$49', '$99']);
    },
  );

  it('writes prices the Turkish way and names the plans in Turkish', async () => {
    serveMockApp('/api/none', []);
    await act(() => changeLanguage('tr'));
    renderRoute('/pages/pricing/style-1');
    fireEvent.click(await screen.findByRole('switch', { name: 'Yıllık öde' }, slow));
    expect(amounts()).toEqual(['$16', '$40', '$79']);
    expect(billings()[2]).toBe('Yıllık $948 faturalandırılır, $240 tasarruf edersiniz');
    expect(screen.getByRole('heading', { name: 'Çiftlik' })).toBeTruthy();
  });

  it('lets a signed-in user choose a plan', async () => {
    serveMockApp('/api/none', []);
    renderRoute('/pages/pricing/style-2');
    const farm = (await screen.findAllByTestId('plan', {}, slow))[1] as HTMLElement;
    expect(within(farm).getByText('Most popular')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Choose Farm' }));
    expect(await screen.findByText(/You chose the Farm plan/)).toBeTruthy();
  });
});
