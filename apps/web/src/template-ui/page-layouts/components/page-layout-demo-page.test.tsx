import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigationEn } from '../../../shell/navigation/index.ts';
import { resetMessages } from '../../../lib/message-store.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { serveMockApp } from '../../../testing/serve-mock-app.ts';
import { CARDED_VARIANTS, SIMPLE_VARIANTS } from '../page-layout-variants.ts';
import { slow } from '../../../testing/waits.ts';

const signedIn = () => serveMockApp('/api/page-layouts-has-no-api', []);
const sectionsNav = () => screen.queryByRole('navigation', { name: 'Sections' });

/** A wide window: every `min-width` media query matches, `max-width` ones do not. */
function wideWindow() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  resetMessages();
});

describe('page layout demonstrations', { timeout: 60_000 }, () => {
  const variants = [...CARDED_VARIANTS, ...SIMPLE_VARIANTS];
  it.each(variants.map((variant) => [`${variant.family}/${variant.slug}`, variant] as const))(
    '%s shows its scaffold, tabs and sidebars',
    async (path, variant) => {
      signedIn();
      renderRoute(`/ui/page-layouts/${path}`);
      const title = navigationEn.navigation[variant.titleKey];
      await screen.findByRole('heading', { level: 1, name: title }, slow);
      const page = screen.getByTestId('page-layout-demo');
      expect(within(page).queryByTestId('page-carded-card') !== null).toBe(
        variant.family === 'carded',
      );
      expect(within(page).queryAllByRole('tab')).toHaveLength(variant.tabbed ? 3 : 0);
      for (const side of ['start', 'end'] as const) {
        const named = variant.sidebar === side;
        expect(screen.queryByTestId(`page-sidebar-${side}`) !== null, side).toBe(named);
        expect(screen.queryByTestId(`page-sidebar-toggle-${side}`) !== null, side).toBe(named);
      }
      expect(screen.getByTestId('layout-usage-code').textContent).toContain(
        variant.family === 'carded' ? '<PageCarded' : '<PageSimple',
      );
    },
  );

  it('shows the blank layout with only content', async () => {
    signedIn();
    renderRoute('/ui/page-layouts/blank');
    await screen.findByRole('heading', { level: 1, name: 'Blank page' }, slow);
    expect(screen.queryByTestId('page-layout-demo')).toBeNull();
    expect(screen.getByTestId('page-layout-blank').querySelector('header')).toBeNull();
  });

  it('sends an unknown variant to the 404 page', async () => {
    signedIn();
    const { router } = renderRoute('/ui/page-layouts/carded/boxed');
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/pages/errors/error-404'),
      slow,
    );
  });

  it('folds a sidebar away on a wide screen and brings it back', async () => {
    wideWindow();
    signedIn();
    renderRoute('/ui/page-layouts/carded/left-sidebar');
    await screen.findByRole('heading', { level: 1, name: 'Left Sidebar' }, slow);
    const toggle = screen.getByTestId('page-sidebar-toggle-start');
    // Wide: in the page (inside the card) and open from the start.
    expect(within(screen.getByTestId('page-carded-card')).getByTestId('page-sidebar-start'));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(sectionsNav()).not.toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(sectionsNav()).toBeNull(), slow);

    fireEvent.click(toggle);
    await waitFor(() => expect(sectionsNav()).not.toBeNull(), slow);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('opens a sidebar as a drawer on a small screen and closes it once a section is picked', async () => {
    signedIn();
    renderRoute('/ui/page-layouts/simple/right-sidebar');
    await screen.findByRole('heading', { level: 1, name: 'Right Sidebar' }, slow);
    const toggle = screen.getByTestId('page-sidebar-toggle-end');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(sectionsNav()).toBeNull();
    // Small: the sidebar is not in the page but in a drawer over it.
    expect(
      within(screen.getByTestId('page-layout-demo')).queryByTestId('page-sidebar-end'),
    ).toBeNull();

    fireEvent.click(toggle);
    const nav = await waitFor(() => within(sectionsNav()!).getByText('Reports'), slow);
    fireEvent.click(nav);
    await waitFor(() => expect(sectionsNav()).toBeNull(), slow);
    expect(screen.getByTestId('layout-content-heading').textContent).toBe('Content for “Reports”');
  });

  it('switches the content with the tabs', async () => {
    signedIn();
    renderRoute('/ui/page-layouts/carded/full-width-2-tabbed');
    await screen.findByRole('heading', { level: 1, name: 'Full Width 2 Tabbed' }, slow);
    const heading = () => screen.getByTestId('layout-content-heading').textContent;
    expect(heading()).toBe('Content of the “Overview” tab');
    fireEvent.click(screen.getByRole('tab', { name: 'Activity' }));
    expect(heading()).toBe('Content of the “Activity” tab');
    expect(screen.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('copies the usage code', async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    signedIn();
    renderRoute('/ui/page-layouts/simple/left-sidebar-3');
    await screen.findByRole('heading', { level: 1, name: 'Left Sidebar 3' }, slow);
    fireEvent.click(screen.getByTestId('layout-usage-copy'));
    expect(await screen.findByText('Code copied.', {}, slow)).toBeTruthy();
    expect(writeText.mock.calls[0]?.[0]).toContain('sidebarVariant="floating"');
  });
});
