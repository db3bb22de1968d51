import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client.ts';
import { changeLanguage } from '../../../lib/i18n.ts';
import { currentMessages, resetMessages } from '../../../lib/message-store.ts';
import { renderInShell, testSession } from '../../../testing/render-in-shell.tsx';
import { jsonResponse, requestUrl, testUser } from '../../../testing/render-route.tsx';
import { ClosingSheetMenu } from './closing-sheet-menu.tsx';
import { ReportDownloadButton } from './report-download-button.tsx';
import { streamedReport, watchSavedFiles } from './testing/report-test-kit.ts';

const URL_PDF = '/api/reports/flocks/f1/closing-sheet?format=pdf';
const fetchMock = vi.fn<typeof fetch>();
let saved: ReturnType<typeof watchSavedFiles>;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  saved = watchSavedFiles();
  localStorage.setItem(ACCESS_TOKEN_KEY, 'token-123');
});
afterEach(async () => {
  cleanup();
  await act(() => changeLanguage('en'));
  saved.restore();
  fetchMock.mockReset();
  resetMessages();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const renderButton = () =>
  renderInShell(
    <ReportDownloadButton url={URL_PDF} label="Closing sheet" />,
    testSession(testUser(['admin'])),
  );

describe('ReportDownloadButton', () => {
  it('shows the progress while the report is made and arrives, then saves it', async () => {
    const report = streamedReport({
      name: 'closing-sheet-batch-seven.pdf',
      type: 'application/pdf',
      length: 10,
    });
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderButton();

    fireEvent.click(screen.getByRole('button', { name: 'Closing sheet' }));
    // The server is still making the report: no share can be told yet.
    const button = await screen.findByRole('button', { name: /Preparing the report/ });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBeNull();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(requestUrl(url as RequestInfo)).toBe(URL_PDF);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-123');

    await act(async () => answer(report.response));
    await act(async () => report.send(4));
    await screen.findByText('Downloading 40%');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    await act(async () => {
      report.send(6);
      report.end();
    });

    await screen.findByRole('button', { name: 'Closing sheet' });
    expect(saved.names).toEqual(['closing-sheet-batch-seven.pdf']);
    expect(saved.blobs[0]?.size).toBe(10);
    expect(saved.blobs[0]?.type).toBe('application/pdf');
    expect(currentMessages().snackbar).toMatchObject({
      open: true,
      variant: 'success',
      message: 'Saved closing-sheet-batch-seven.pdf',
    });
  });

  it('turns without a share when the size is not known', async () => {
    const report = streamedReport({ name: 'farm.xlsx', type: 'application/xlsx', length: null });
    fetchMock.mockResolvedValue(report.response);
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Closing sheet' }));
    await act(async () => report.send(2048));
    await screen.findByText('Downloading (2 kB)');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBeNull();
    await act(async () => report.end());
    await waitFor(() => expect(saved.names).toEqual(['farm.xlsx']));
  });

  it("shows the server's message when the report is refused, and saves nothing", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        { type: 'about:blank', title: 'Not Found', status: 404, detail: 'No flock with this id.' },
        { status: 404, headers: { 'content-type': 'application/problem+json' } },
      ),
    );
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Closing sheet' }));
    await waitFor(() =>
      expect(currentMessages().snackbar).toMatchObject({
        open: true,
        variant: 'error',
        message: 'No flock with this id.',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Closing sheet' })).toBeTruthy();
    expect(saved.names).toEqual([]);
  });

  it('says so when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Closing sheet' }));
    await waitFor(() => expect(currentMessages().snackbar.variant).toBe('error'));
    expect(currentMessages().snackbar.message).toMatch(/Cannot reach the server/);
  });
});

describe('ClosingSheetMenu', () => {
  it('offers PDF, Excel and CSV and fetches the chosen one', async () => {
    const report = streamedReport({ name: 'closing-sheet-b7.xlsx', type: 'x/y', length: 3 });
    fetchMock.mockResolvedValue(report.response);
    renderInShell(
      <ClosingSheetMenu flockId="f1" flockHandle="b7" />,
      testSession(testUser(['staff'])),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Closing sheet' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'PDFA document to print or share',
      'ExcelA workbook with the figures as numbers',
      'CSVPlain text with the figures, for any program',
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: /Excel/ }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(requestUrl(fetchMock.mock.calls[0]?.[0] as RequestInfo)).toBe(
      '/api/reports/flocks/f1/closing-sheet?format=xlsx',
    );
    await act(async () => {
      report.send(3);
      report.end();
    });
    await waitFor(() => expect(saved.names).toEqual(['closing-sheet-b7.xlsx']));
  });

  it('fetches the CSV and saves it under its name', async () => {
    const report = streamedReport({
      name: 'closing-sheet-b7.csv',
      type: 'text/csv; charset=utf-8',
      length: 5,
    });
    fetchMock.mockResolvedValue(report.response);
    renderInShell(
      <ClosingSheetMenu flockId="f1" flockHandle="b7" />,
      testSession(testUser(['staff'])),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Closing sheet' }));
    fireEvent.click(screen.getByRole('menuitem', { name: /CSV/ }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(requestUrl(fetchMock.mock.calls[0]?.[0] as RequestInfo)).toBe(
      '/api/reports/flocks/f1/closing-sheet?format=csv',
    );
    await act(async () => {
      report.send(5);
      report.end();
    });
    await waitFor(() => expect(saved.names).toEqual(['closing-sheet-b7.csv']));
    expect(saved.blobs[0]?.size).toBe(5);
  });

  it('names the formats in the page language', async () => {
    await act(() => changeLanguage('tr'));
    renderInShell(
      <ClosingSheetMenu flockId="f1" flockHandle="b7" />,
      testSession(testUser(['staff'])),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Kapanış raporu' }));
    expect(screen.getByRole('menuitem', { name: /CSV/ }).textContent).toBe(
      'CSVRakamları içeren, her programın açabildiği düz metin',
    );
    cleanup();
    await act(() => changeLanguage('ar'));
    renderInShell(
      <ClosingSheetMenu flockId="f1" flockHandle="b7" />,
      testSession(testUser(['staff'])),
    );
    fireEvent.click(screen.getByRole('button', { name: 'تقرير الإغلاق' }));
    expect(screen.getByRole('menuitem', { name: /CSV/ }).textContent).toBe(
      'CSVنص بسيط يضم الأرقام ويفتحه أي برنامج',
    );
  });
});
