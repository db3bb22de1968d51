import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetMessages } from '../../../lib/message-store.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { serveMockApp } from '../../../testing/serve-mock-app.ts';
import { slow } from '../../../testing/waits.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  resetMessages();
});

describe('typography screen', { timeout: 60_000 }, () => {
  it('draws the theme type scale with its sizes and copies a variant code', async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    serveMockApp('/api/none', []);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderRoute('/ui/typography');

    const h1 = await screen.findByTestId('type-sample-h1', {}, slow);
    expect(h1.className).toContain('MuiTypography-h1');
    expect(screen.getByTestId('type-sample-overline').className).toContain(
      'MuiTypography-overline',
    );
    const body1 = screen.getByTestId('type-sample-body1').closest('[data-testid="live-example"]');
    // The shell theme sets body1 to 1.4rem on a 10px root.
    expect(within(body1 as HTMLElement).getByText(/1\.4rem \(14px\)/)).toBeTruthy();

    fireEvent.click(within(body1 as HTMLElement).getByRole('button', { name: 'Copy code: body1' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(
        '<Typography variant="body1">Broilers reach 2.4 kg in 35 days</Typography>',
      ),
    );
    expect(await screen.findByText('Code copied to the clipboard.', {}, slow)).toBeTruthy();
    expect(screen.getByText('One line, cut with an ellipsis')).toBeTruthy();
  });

  it('says when the clipboard refuses the code', async () => {
    serveMockApp('/api/none', []);
    const writeText = vi.fn(async () => Promise.reject(new Error('denied')));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderRoute('/ui/typography');
    const h2 = await screen.findByTestId('type-sample-h2', {}, slow);
    const card = h2.closest('[data-testid="live-example"]') as HTMLElement;
    fireEvent.click(within(card).getByTestId('copy-code'));
    expect(await screen.findByText('The code could not be copied.', {}, slow)).toBeTruthy();
  });
});
