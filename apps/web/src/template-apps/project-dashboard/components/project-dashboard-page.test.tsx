import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { serveProjectDashboard } from '../testing/serve-project-dashboard.ts';
import { slow } from '../../../testing/waits.ts';

const PATH = '/apps/dashboards/project';
const text = (testId: string) => screen.getByTestId(testId).textContent;

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  await act(() => changeLanguage('en'));
});

async function pickFromMenu(buttonTestId: string, item: string) {
  fireEvent.click(screen.getByTestId(buttonTestId));
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
}

/** The date and weather: docked beside the widgets, or in a drawer on a narrow screen. */
async function weatherPanel() {
  const open = screen.queryByTestId('open-side-panel');
  if (open) fireEvent.click(open);
  return screen.findByTestId('weather-panel');
}

// jsdom draws MUI slowly on a busy machine.
describe('project dashboard screen', { timeout: 60_000 }, () => {
  it('shows Today by default and changes the figures with the range', async () => {
    serveProjectDashboard();
    renderRoute(PATH);
    await screen.findByTestId('project-dashboard', {}, slow);

    expect(screen.getByTestId('due-tasks-range').textContent).toBe('Today');
    expect(text('due-tasks-count')).toBe('25');
    expect(screen.getByTestId('issues-chart-range').textContent).toBe('This Week');
    expect(text('issues-chart-new')).toBe('59');

    await pickFromMenu('due-tasks-range', 'Tomorrow');
    expect(text('due-tasks-count')).toBe('19');
    expect(text('due-tasks-extra')).toBe('2');
    await pickFromMenu('issues-chart-range', 'Last Week');
    expect(text('issues-chart-new')).not.toBe('59');
    expect(screen.getByTestId('issues-chart-range').textContent).toBe('Last Week');

    const legend = screen.getByTestId('task-distribution-chart-legend');
    for (const name of ['Frontend', 'Backend', 'API', 'Issues']) {
      expect(within(legend).getByText(name)).toBeTruthy();
    }
    expect(screen.getByTestId('task-distribution-chart').dataset.cutout).toBe('66');
    expect(
      within(screen.getByTestId('widget-schedule')).getByText(/Concrete delivery/),
    ).toBeTruthy();
  });

  it('switches project and shows that project’s figures on every tab', async () => {
    const { calls } = serveProjectDashboard();
    renderRoute(PATH);
    await screen.findByTestId('project-dashboard', {}, slow);
    expect(screen.getByTestId('project-selector').textContent).toBe('House 4 build');

    await pickFromMenu('project-selector', 'Feed mill upgrade');
    await waitFor(() => expect(text('due-tasks-count')).toBe('14'), slow);
    expect(screen.getByTestId('project-selector').textContent).toBe('Feed mill upgrade');
    expect(calls).toContain('GET /api/project-dashboard-app/widgets');

    fireEvent.click(screen.getByRole('tab', { name: 'Budget' }));
    expect(text('spent-totalBudget')).toBe('$142,500');
    expect(screen.getByTestId('budget-distribution-chart').dataset.cutout).toBe('0');
    const budget = screen.getByTestId('budget-details-table');
    expect(within(budget).getByText('Wireframing')).toBeTruthy();
    const weekly = text('spent-weeklySpent');
    await pickFromMenu('spent-range', 'Last Week');
    expect(text('spent-weeklySpent')).not.toBe(weekly);

    fireEvent.click(screen.getByRole('tab', { name: 'Team Members' }));
    const team = screen.getByTestId('team-members-table');
    expect(within(team).getByText('Mehmet Öztürk')).toBeTruthy();
    expect(within(team).queryByText('Selin Aydın')).toBeNull();
  });

  it('converts the weather to °F and mph, starting in °C and km/h', async () => {
    serveProjectDashboard();
    renderRoute(PATH);
    await screen.findByTestId('project-dashboard', {}, slow);
    const panel = await weatherPanel();

    expect(within(panel).getByTestId('weather-temperature').textContent).toBe('18°C');
    expect(within(panel).getByTestId('weather-wind').textContent).toBe('Wind 24 km/h NE');
    expect(within(panel).getByText('Lüleburgaz, Kırklareli')).toBeTruthy();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);

    fireEvent.click(within(panel).getByRole('button', { name: '°F' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'mph' }));
    expect(within(panel).getByTestId('weather-temperature').textContent).toBe('64°F');
    expect(within(panel).getByTestId('weather-wind').textContent).toBe('Wind 15 mph NE');
    expect(within(panel).getByLabelText('High 72°F')).toBeTruthy();
    expect(screen.getByTestId('live-clock-time').textContent).not.toBe('');
  });

  it('speaks Turkish: tabs and ranges', async () => {
    serveProjectDashboard();
    await act(() => changeLanguage('tr'));
    renderRoute(PATH);
    await screen.findByTestId('project-dashboard', {}, slow);

    expect(screen.getByRole('tab', { name: 'Bütçe' })).toBeTruthy();
    expect(screen.getByTestId('due-tasks-range').textContent).toBe('Bugün');
    await pickFromMenu('due-tasks-range', 'Dün');
    expect(text('due-tasks-count')).toBe('21');
  });

  it('shows the error state when the widgets cannot be loaded, and retries', async () => {
    const failing = new Set(['/api/project-dashboard-app/widgets']);
    serveProjectDashboard(failing);
    renderRoute(PATH);

    const error = await screen.findByTestId('project-dashboard-error', {}, slow);
    expect(within(error).getByText('The project dashboard could not be loaded.')).toBeTruthy();
    failing.clear();
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('project-dashboard', {}, slow);
    expect(text('due-tasks-count')).toBe('25');
  });
});
