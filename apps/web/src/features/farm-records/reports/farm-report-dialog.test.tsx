import { todayIso } from '@flockbook/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentMessages, resetMessages } from '../../../lib/message-store.ts';
import { renderInShell, testSession } from '../../../testing/render-in-shell.tsx';
import { jsonResponse, requestUrl, testUser } from '../../../testing/render-route.tsx';
import { FarmReportDialog } from './farm-report-dialog.tsx';
import { streamedReport, testFarm, watchSavedFiles } from './testing/report-test-kit.ts';

const farms = [testFarm('farm-a', 'Green Acres'), testFarm('farm-b', 'Riverbend')];
let reportAnswer: () => Response | Promise<Response>;
const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const url = requestUrl(input as RequestInfo);
  if (url.startsWith('/api/farms?')) return jsonResponse({ data: farms, total: farms.length });
  if (url.startsWith('/api/reports/')) return reportAnswer();
  return new Response(null, { status: 404 });
});
const reportCalls = () =>
  fetchMock.mock.calls
    .map(([input]) => requestUrl(input as RequestInfo))
    .filter((url) => url.startsWith('/api/reports/'));
let saved: ReturnType<typeof watchSavedFiles>;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  saved = watchSavedFiles();
});
afterEach(() => {
  cleanup();
  saved.restore();
  fetchMock.mockClear();
  resetMessages();
  vi.unstubAllGlobals();
});

const openDialog = async (farmId?: string) => {
  const onClose = vi.fn();
  renderInShell(
    <FarmReportDialog open onClose={onClose} {...(farmId ? { farmId } : {})} />,
    testSession(testUser(['admin'])),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Farm period report' });
  return { dialog, onClose };
};
const dateField = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

describe('FarmReportDialog', () => {
  it('downloads this month of the chosen farm as Excel, showing the progress', async () => {
    const report = streamedReport({ name: 'farm-report-green-acres.xlsx', type: 'x/y', length: 8 });
    reportAnswer = () => report.response;
    const { dialog, onClose } = await openDialog('farm-a');
    const today = todayIso();
    expect(dateField(dialog, 'From').value).toBe(`${today.slice(0, 8)}01`);
    expect(dateField(dialog, 'To').value).toBe(today);
    await within(dialog).findByText('Green Acres');

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Excel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    const progress = await within(dialog).findByTestId('report-progress');
    await act(async () => report.send(2));
    await within(progress).findByText('Downloading 25%');
    expect(within(progress).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(reportCalls()).toEqual([
      `/api/reports/farms/farm-a/period?from=${today.slice(0, 8)}01&to=${today}&format=xlsx`,
    ]);
    await act(async () => {
      report.send(6);
      report.end();
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saved.names).toEqual(['farm-report-green-acres.xlsx']);
    expect(saved.blobs[0]?.size).toBe(8);
  });

  it('offers PDF, Excel and CSV, and downloads the CSV', async () => {
    const report = streamedReport({ name: 'farm-report.csv', type: 'text/csv', length: 4 });
    reportAnswer = () => report.response;
    const { dialog, onClose } = await openDialog('farm-b');
    await within(dialog).findByText('Riverbend');
    const radios = within(dialog).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => [radio.value, radio.checked])).toEqual([
      ['pdf', true],
      ['xlsx', false],
      ['csv', false],
    ]);
    fireEvent.change(dateField(dialog, 'From'), { target: { value: '2026-10-01' } });
    fireEvent.change(dateField(dialog, 'To'), { target: { value: '2026-10-31' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'CSV' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(reportCalls()).toEqual([
        '/api/reports/farms/farm-b/period?from=2026-10-01&to=2026-10-31&format=csv',
      ]),
    );
    await act(async () => {
      report.send(4);
      report.end();
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saved.names).toEqual(['farm-report.csv']);
  });

  it('asks for a farm and a start before the end, without asking the server', async () => {
    const { dialog } = await openDialog();
    fireEvent.change(dateField(dialog, 'From'), { target: { value: '2026-10-31' } });
    fireEvent.change(dateField(dialog, 'To'), { target: { value: '2026-10-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByText('Choose a farm')).toBeTruthy();
    expect(within(dialog).getByText('Start on or before the end date')).toBeTruthy();
    expect(reportCalls()).toEqual([]);
  });

  it("shows the server's field messages at their fields", async () => {
    reportAnswer = () =>
      jsonResponse(
        {
          type: 'about:blank',
          title: 'Validation failed',
          status: 400,
          errors: { to: 'A report covers at most 366 days' },
        },
        { status: 400, headers: { 'content-type': 'application/problem+json' } },
      );
    const { dialog, onClose } = await openDialog('farm-b');
    await within(dialog).findByText('Riverbend');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    const message = await within(dialog).findByText('A report covers at most 366 days');
    const toField = dateField(dialog, 'To');
    expect(toField.getAttribute('aria-invalid')).toBe('true');
    expect(toField.getAttribute('aria-describedby')).toBe(message.id);
    expect(onClose).not.toHaveBeenCalled();
    expect(currentMessages().snackbar.open).toBe(false);
    expect(saved.names).toEqual([]);
  });

  it('shows other refusals in the snackbar', async () => {
    reportAnswer = () =>
      jsonResponse(
        { type: 'about:blank', title: 'Not Found', status: 404, detail: 'No farm with this id.' },
        { status: 404, headers: { 'content-type': 'application/problem+json' } },
      );
    const { dialog } = await openDialog('farm-a');
    await within(dialog).findByText('Green Acres');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(currentMessages().snackbar).toMatchObject({
        variant: 'error',
        message: 'No farm with this id.',
      }),
    );
  });
});
