import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import { resetMessages } from '../../lib/message-store.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { DocumentationPage } from './documentation-page.tsx';
import { slow } from '../../testing/waits.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
  resetMessages();
});

// jsdom draws MUI slowly on a busy machine.
describe('documentation pages', { timeout: 60_000 }, () => {
  it('shows Getting started to a guest with its contents, anchors and code', async () => {
    const { router } = renderRoute('/documentation/getting-started');
    const page = await screen.findByTestId('documentation-getting-started', {}, slow);
    expect(router.state.location.pathname).toBe('/documentation/getting-started');
    expect(within(page).getByRole('heading', { level: 1, name: 'Getting started' })).toBeTruthy();

    const toc = within(page).getByRole('navigation', { name: 'On this page' });
    const configuration = within(toc).getByRole('link', { name: 'Configuration' });
    expect(configuration.getAttribute('href')).toBe('#configuration');
    expect(page.querySelector('h2#configuration')?.textContent).toBe('Configuration');
    const code = Array.from(page.querySelectorAll('pre code')).map((block) => block.textContent);
    expect(code.some((text) => text?.includes('npm ci'))).toBe(true);
    expect(within(page).getByText('admin@example.com')).toBeTruthy();

    // A link to another documentation page opens it in place.
    fireEvent.click(within(page).getAllByRole('link', { name: 'Authentication' })[0]!);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/documentation/authentication'),
    );
    expect(await screen.findByTestId('documentation-authentication', {}, slow)).toBeTruthy();
  });

  it('never runs script or event handlers written into the Markdown', async () => {
    const markdown =
      '# Unsafe\n\n## Part\n\n<script>window.x = 1</script>\n\n<img src="a.png" onerror="window.x = 1">\n';
    const router = createMemoryRouter(
      [{ path: '/', element: <DocumentationPage page="changelog" markdown={markdown} /> }],
      { initialEntries: ['/'] },
    );
    render(
      <AppProviders queryClient={createQueryClient({ retry: false })}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const page = await screen.findByTestId('documentation-changelog', {}, slow);
    expect(page.querySelector('h2#part')).toBeTruthy();
    expect(page.querySelector('script')).toBeNull();
    const image = page.querySelector('article img');
    expect(image).toBeTruthy();
    expect(image?.hasAttribute('onerror')).toBe(false);
  });

  it('runs the live examples: a snackbar message, a navigation collapse and a page sidebar', async () => {
    renderRoute('/documentation/components');
    const snackbar = await screen.findByTestId('live-example-snackbar', {}, slow);
    fireEvent.click(within(snackbar).getByRole('button', { name: 'Success' }));
    expect(await screen.findByText('Flock saved', {}, slow)).toBeTruthy();

    const navigation = screen.getByTestId('live-example-navigation');
    const flocks = within(navigation).getByRole('button', { name: 'Flocks' });
    expect(within(navigation).queryByRole('link', { name: 'All flocks' })).toBeNull();
    fireEvent.click(flocks);
    expect(
      (await within(navigation).findByRole('link', { name: 'All flocks' })).getAttribute('href'),
    ).toBe('/apps/flocks');

    // On a narrow screen the sidebar opens as a drawer over the page.
    const scaffold = screen.getByTestId('live-example-page-scaffold');
    const toggle = within(scaffold).getByRole('button', { name: 'Show or hide the filters' });
    const before = toggle.getAttribute('aria-expanded');
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(toggle.getAttribute('aria-expanded')).toBe(before === 'true' ? 'false' : 'true'),
    );
  });
});
