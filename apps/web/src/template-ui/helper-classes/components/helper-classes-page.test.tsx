import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route.tsx';
import { serveMockApp } from '../../../testing/serve-mock-app.ts';
import { HELPER_EXAMPLES } from './helper-examples.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('helper classes screen', () => {
  it('shows every helper live with the code that makes it', async () => {
    serveMockApp('/api/none', []);
    renderRoute('/ui/helper-classes');
    await screen.findByTestId('helper-classes-page', {}, { timeout: 15_000 });

    const examples = screen.getAllByTestId('live-example');
    expect(examples).toHaveLength(HELPER_EXAMPLES.length);
    const logical = screen
      .getByText('Right-to-left safe placement')
      .closest('[data-testid="live-example"]') as HTMLElement;
    expect(within(logical).getByText('New')).toBeTruthy();
    expect(within(logical).getByTestId('code-snippet').textContent).toContain('insetInlineEnd: 8');
    const print = screen.getByText('This button is not printed.');
    expect(print.closest('button')?.className).toContain('no-print');
  });
});
