import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route.tsx';
import { serveAnalytics } from '../testing/serve-analytics.ts';
import { slow } from '../../../testing/waits.ts';

const widgetsPath = '/api/analytics-dashboard-app/widgets';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Opens a widget's select by its label and picks an option. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

// jsdom draws MUI slowly on a busy machine.
describe('analytics dashboard', { timeout: 60_000 }, () => {
  it('shows the nine widgets under the greeting, and nothing else', async () => {
    const { calls } = serveAnalytics();
    renderRoute('/apps/dashboards/analytics');

    expect(
      await screen.findByRole('heading', { level: 1, name: /^Welcome back/ }, slow),
    ).toBeTruthy();
    await screen.findByTestId('widget1', {}, slow);
    const main = screen.getByRole('main');
    // Every card of the page is one of the widgets, in the grid's order.
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([
      'Visitors by month',
      'Conversion',
      'Impressions',
      'Visits',
      'Visitors and page views',
      'Sessions by device',
      'Where are your users?',
      'Sales',
      'Top campaigns',
    ]);
    expect(main.querySelectorAll('.MuiCard-root')).toHaveLength(9);
    expect(screen.queryByTestId('server-card')).toBeNull();
    expect(screen.queryByTestId('help-card')).toBeNull();
    expect(screen.getByTestId('widget3').textContent).toMatch(/\d+(\.\d)?K/);
    expect(screen.getByTestId('widget2').textContent).toMatch(/-?\d+% of target/);
    const table = screen.getByTestId('widget9-table');
    expect(within(table).getByRole('columnheader', { name: 'Campaign' })).toBeTruthy();
    expect(within(table).getByText('Spring chick offer')).toBeTruthy();
    expect(within(table).getByText('12.4%')).toBeTruthy();
    expect(await screen.findAllByTestId('map-marker', {}, slow)).toHaveLength(10);
    expect(calls).toEqual([`GET ${widgetsPath}`]);
  });

  it("changes widget 1's figures with the year and widget 7's with the period", async () => {
    serveAnalytics();
    renderRoute('/apps/dashboards/analytics');
    const visitors = await screen.findByTestId('widget1-total', {}, slow);
    expect(visitors.textContent).toMatch(/visitors in 2017$/);
    const in2017 = visitors.textContent;

    await choose('Year', '2016');
    await waitFor(() => expect(visitors.textContent).toMatch(/visitors in 2016$/));
    expect(visitors.textContent).not.toBe(in2017);

    const sessions = screen.getByTestId('widget7-total');
    const today = sessions.textContent;
    const desktopToday = within(screen.getByTestId('widget7')).getByText('Desktop').nextSibling
      ?.textContent;
    await choose('Period', 'Last 7 days');
    await waitFor(() => expect(sessions.textContent).not.toBe(today));
    expect(sessions.textContent).toMatch(/^[\d,]+ sessions$/);
    const desktopWeek = within(screen.getByTestId('widget7')).getByText('Desktop').nextSibling
      ?.textContent;
    expect(desktopWeek).not.toBe(desktopToday);

    const sales = screen.getByTestId('widget8-total');
    const week = sales.textContent;
    await choose('Range', '1 month');
    await waitFor(() => expect(sales.textContent).not.toBe(week));
  });

  it('shows an error with a retry when the widgets cannot be loaded', async () => {
    const { calls } = serveAnalytics(new Set([widgetsPath]));
    renderRoute('/apps/dashboards/analytics');

    const title = await screen.findByText('The dashboard could not be loaded.', {}, slow);
    expect(screen.queryByTestId('widget1')).toBeNull();
    const alert = title.closest('[role="alert"]') as HTMLElement;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.endsWith(widgetsPath)).length).toBeGreaterThan(1),
    );
  });
});
