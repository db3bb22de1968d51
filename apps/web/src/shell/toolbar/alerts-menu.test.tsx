import type { Alert } from '@flockbook/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n.ts';
import { recordKeys } from '../../records/api/query-keys.ts';
import { jsonResponse, requestUrl, testUser } from '../../testing/render-route.tsx';
import { AlertsMenu } from './alerts-menu.tsx';
import { renderInShell, testSession } from '../../testing/render-in-shell.tsx';
import { slow } from '../../testing/waits.ts';

const mortality: Alert = {
  id: 'mortality:f1',
  kind: 'mortality',
  severity: 'error',
  farmId: 'farm-1',
  farmName: 'Green Valley',
  flockId: 'f1',
  flockName: 'Batch 12',
  facts: { dailyPercents: [0.6, 0.61], thresholdPercent: 0.5 },
  message: 'Mortality 0.60 % and 0.61 % on the last two days (alert at 0.5 %)',
};
const feed: Alert = {
  id: 'feed:farm-1:starter',
  kind: 'feed',
  severity: 'warning',
  farmId: 'farm-1',
  farmName: 'Green Valley',
  flockId: null,
  flockName: null,
  facts: { feedType: 'starter', daysLeft: 1, stockKg: 25 },
  message: 'starter feed lasts 1 day (25 kg left)',
};
const weight: Alert = {
  ...mortality,
  id: 'weight:f1',
  kind: 'weight',
  severity: 'warning',
  facts: {
    weightG: 150,
    weighedOn: '2026-03-10',
    breed: 'Ross 308',
    targetG: 190,
    percentOfTarget: 79,
    thresholdPercent: 90,
  },
  message: 'Weighed 150 g on 2026-03-10: 79 % of the Ross 308 target 190 g (alert below 90 %)',
};
const spike: Alert = {
  ...mortality,
  id: 'mortality-spike:f1:2026-11-20',
  kind: 'mortality-spike',
  facts: {
    date: '2026-11-20',
    deaths: 30,
    birdsAlive: 3000,
    dailyPercent: 1,
    thresholdPercent: 1,
  },
  message: '30 deaths on 2026-11-20: 1.00 % of 3000 birds alive (alert at 1 % in one day)',
};
const water: Alert = {
  ...mortality,
  id: 'water-drop:f1:2026-11-20',
  kind: 'water-drop',
  severity: 'warning',
  facts: {
    date: '2026-11-20',
    litres: 800,
    previousLitres: 1000,
    dropPercent: 20,
    thresholdPercent: 20,
  },
  message: 'Water 800 L on 2026-11-20, 20 % below 1000 L the day before (alert at 20 %)',
};
const noRound: Alert = {
  ...mortality,
  id: 'round-missing:f1:2026-11-20',
  kind: 'round-missing',
  severity: 'warning',
  facts: { date: '2026-11-20', houseName: 'House 2', alertHour: 10 },
  message: "No round yet on 2026-11-20 for Batch 12 (House 2) (alert from 10:00 of the farm's day)",
};

let answer: Alert[] = [];
const fetchMock = vi.fn<typeof fetch>(async (input) =>
  requestUrl(input as RequestInfo) === '/api/alerts'
    ? jsonResponse(answer)
    : new Response(null, { status: 404 }),
);
const alertCalls = () =>
  fetchMock.mock.calls.filter(([input]) => requestUrl(input as RequestInfo) === '/api/alerts');

beforeEach(() => vi.stubGlobal('fetch', fetchMock));

afterEach(async () => {
  cleanup();
  fetchMock.mockClear();
  vi.unstubAllGlobals();
  await act(() => changeLanguage('en'));
});

/** Under load the page's idle moment (when alerts are first asked for) comes late. */

const staff = () => testSession(testUser(['staff']));

describe('alerts menu', () => {
  it('counts the open alerts and lists them with links to the flock or the stock', async () => {
    answer = [mortality, feed, weight];
    const { router } = renderInShell(<AlertsMenu />, staff());
    const button = await screen.findByRole('button', { name: 'Alerts: 3' });
    expect(within(button).getByText('3')).toBeTruthy();

    fireEvent.click(button);
    const popover = await screen.findByTestId('alerts-popover');
    const items = within(popover).getAllByTestId('alerts-item');
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/apps/flocks/f1',
      '/apps/stock?farmId=farm-1',
      '/apps/flocks/f1?tab=weighings',
    ]);
    const first = items[0] as HTMLElement;
    expect(within(first).getByText('High mortality')).toBeTruthy();
    expect(within(first).getByText('Batch 12 · Green Valley')).toBeTruthy();
    expect(first.textContent).toContain('Mortality 0.6% yesterday and 0.61% today (alert at 0.5%)');
    expect(within(items[1] as HTMLElement).getByText('Feed running low')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Green Valley')).toBeTruthy();
    expect(items[1]?.textContent).toContain('starter\u2069 feed lasts 1 day (25 kg left)');
    expect(items[2]?.textContent).toContain(
      'Weighed 150 g on 10 Mar 2026: 79% of the \u2068Ross 308\u2069 target of 190 g (alert below 90%)',
    );

    fireEvent.click(first);
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/flocks/f1'));
    await waitFor(() => expect(screen.queryByTestId('alerts-popover')).toBeNull());
  });

  it('says what was seen and the threshold of a one-day death toll, water and a missing round', async () => {
    answer = [spike, water, noRound];
    renderInShell(<AlertsMenu />, staff());
    fireEvent.click(await screen.findByRole('button', { name: 'Alerts: 3' }, slow));
    const items = within(await screen.findByTestId('alerts-popover', {}, slow)).getAllByTestId(
      'alerts-item',
    );
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/apps/flocks/f1',
      '/apps/flocks/f1?tab=readings',
      '/apps/daily-round?farmId=farm-1&date=2026-11-20',
    ]);
    expect(within(items[0] as HTMLElement).getByText('Mortality in one day')).toBeTruthy();
    expect(items[0]?.textContent).toContain(
      '20 Nov 2026: 1% of the birds died in one day (30 of 3,000; alert at 1%)',
    );
    expect(within(items[1] as HTMLElement).getByText('Water use down')).toBeTruthy();
    expect(items[1]?.textContent).toContain(
      'Water 800 L on 20 Nov 2026, 20% below 1,000 L the day before (alert at 20%)',
    );
    expect(within(items[2] as HTMLElement).getByText('No round yet today')).toBeTruthy();
    expect(items[2]?.textContent).toContain(
      "No round yet today (20 Nov 2026) in \u2068House 2\u2069; alert from 10:00 of the farm's day",
    );

    cleanup();
    await act(() => changeLanguage('ar'));
    renderInShell(<AlertsMenu />, staff());
    fireEvent.click(await screen.findByRole('button', { name: 'التنبيهات: 3' }, slow));
    const arabic = within(await screen.findByTestId('alerts-popover', {}, slow)).getAllByTestId(
      'alerts-item',
    );
    const date = '20\u200f/11\u200f/2026';
    const percent = (value: number) => `${value}\u200e%\u200e`;
    expect(within(arabic[0] as HTMLElement).getByText('نفوق مرتفع في يوم واحد')).toBeTruthy();
    expect(arabic[0]?.textContent).toContain(
      `${date}: نفق ${percent(1)} من الطيور في يوم واحد (30 من 3,000؛ حد التنبيه ${percent(1)})`,
    );
    expect(within(arabic[1] as HTMLElement).getByText('انخفاض استهلاك الماء')).toBeTruthy();
    expect(arabic[1]?.textContent).toContain(
      `الماء 800 لتر في ${date}، أقل بنسبة ${percent(20)} من 1,000 لتر في اليوم السابق (حد التنبيه ${percent(20)})`,
    );
    expect(within(arabic[2] as HTMLElement).getByText('لا جولة يومية بعد')).toBeTruthy();
    expect(arabic[2]?.textContent).toContain(
      `لا جولة بعد اليوم (${date}) في \u2068House 2\u2069؛ التنبيه من الساعة 10:00 بتوقيت المزرعة`,
    );
  }, 60_000);

  it('says when nothing is open', async () => {
    answer = [];
    renderInShell(<AlertsMenu />, staff());
    fireEvent.click(await screen.findByRole('button', { name: 'Alerts: 0' }));
    expect(await screen.findByText('No open alerts')).toBeTruthy();
    expect(screen.queryAllByTestId('alerts-item')).toHaveLength(0);
  });

  it('asks again when a record is saved', async () => {
    answer = [feed];
    const { queryClient } = renderInShell(<AlertsMenu />, staff());
    await screen.findByRole('button', { name: 'Alerts: 1' });

    answer = [mortality, feed];
    await act(() => queryClient.invalidateQueries({ queryKey: recordKeys.all }));
    expect(await screen.findByRole('button', { name: 'Alerts: 2' })).toBeTruthy();
    expect(alertCalls()).toHaveLength(2);
  });

  it('speaks the page language, with its plural forms', async () => {
    const days = [0, 1, 2, 3, 11, 100];
    answer = [
      mortality,
      ...days.map((daysLeft) => ({
        ...feed,
        id: `feed:${daysLeft}`,
        facts: { ...feed.facts, daysLeft },
      })),
    ];
    await act(() => changeLanguage('ar'));
    renderInShell(<AlertsMenu />, staff());
    fireEvent.click(await screen.findByRole('button', { name: 'التنبيهات: 7' }));
    expect(await screen.findByText('نفوق مرتفع')).toBeTruthy();
    const items = screen.getAllByTestId('alerts-item');
    expect(items[0]?.textContent).toContain('النفوق');
    expect(items.slice(1).map((item) => /يكفي (.*) \(/.exec(item.textContent ?? '')?.[1])).toEqual([
      '0 يوم',
      'يومًا واحدًا',
      'يومين',
      '3 أيام',
      '11 يومًا',
      '100 يوم',
    ]);
  });

  it('is not there for guests and users without a farm role, and asks nothing', async () => {
    answer = [mortality];
    renderInShell(<AlertsMenu />, testSession());
    cleanup();
    renderInShell(<AlertsMenu />, testSession(testUser(['user'])));
    await act(async () => {});
    expect(screen.queryByTestId('alerts-button')).toBeNull();
    expect(alertCalls()).toHaveLength(0);
  });
});
