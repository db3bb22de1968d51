import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n.ts';
import { resetMessages } from '../../lib/message-store.ts';
import {
  fakeAccessToken,
  jsonResponse,
  renderRoute,
  requestUrl,
  storeSession,
  testUser,
} from '../../testing/render-route.tsx';
import {
  streamedReport,
  watchSavedFiles,
} from '../farm-records/reports/testing/report-test-kit.ts';
import { slow } from '../../testing/waits.ts';

const BACKUP_NAME = 'flockbook-backup-2026-10-08T06-30-00Z.tar.gz';
const fetchMock = vi.fn<typeof fetch>();
let backupAnswer: () => Response;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  const user = testUser(['admin']);
  storeSession(user);
  fetchMock.mockImplementation(async (input) => {
    const url = requestUrl(input as RequestInfo);
    if (url === '/api/auth/access-token')
      return jsonResponse({ user, access_token: fakeAccessToken() });
    if (url === '/api/settings')
      return jsonResponse({
        currency: 'PKR',
        allowNegativeFeedStock: false,
        chickWeightKg: 0.042,
        mortalityAlertPercent: 0.5,
        feedAlertDays: 3,
        medicineExpiryAlertDays: 30,
        weightAlertPercent: 90,
      });
    if (url === '/api/admin/backup') return backupAnswer();
    if (url === '/api/alerts') return jsonResponse([]);
    return jsonResponse({}, { status: 404 });
  });
});

afterEach(async () => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  localStorage.clear();
  resetMessages();
  await act(() => changeLanguage('en'));
});

const backupButton = () => screen.findByTestId('download-backup', {}, slow);

describe('the backup on the farm settings screen', () => {
  it('downloads the backup, showing its progress, and says where it is saved', async () => {
    const saved = watchSavedFiles();
    const file = streamedReport({ name: BACKUP_NAME, type: 'application/gzip', length: 400 });
    backupAnswer = () => file.response;
    renderRoute('/apps/settings/farm');
    const button = await backupButton();
    expect(button.textContent).toBe('Download backup');
    expect(screen.getByRole('heading', { level: 2, name: 'Backup' })).toBeTruthy();

    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toBe('Downloading 0%'));
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByLabelText('Backup progress')).toBeTruthy();
    act(() => file.send(100));
    await waitFor(() => expect(button.textContent).toBe('Downloading 25%'));
    act(() => {
      file.send(300);
      file.end();
    });
    expect(await screen.findByText(`Backup saved as ${BACKUP_NAME}`, {}, slow)).toBeTruthy();
    expect(saved.names).toEqual([BACKUP_NAME]);
    expect(saved.blobs[0]?.size).toBe(400);
    await waitFor(() => expect(button.textContent).toBe('Download backup'));
    saved.restore();
  });

  it('shows why a backup failed under the button, and tries again on request', async () => {
    backupAnswer = () =>
      jsonResponse(
        {
          type: 'about:blank',
          title: 'Service Unavailable',
          status: 503,
          detail: 'pg_dump is not installed.',
        },
        { status: 503, headers: { 'content-type': 'application/problem+json' } },
      );
    renderRoute('/apps/settings/farm');
    fireEvent.click(await backupButton());
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert.textContent).toContain(
      'The backup could not be downloaded: pg_dump is not installed.',
    );
    const saved = watchSavedFiles();
    const file = streamedReport({ name: BACKUP_NAME, type: 'application/gzip', length: 10 });
    backupAnswer = () => file.response;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    act(() => {
      file.send(10);
      file.end();
    });
    await waitFor(() => expect(saved.names).toEqual([BACKUP_NAME]));
    saved.restore();
  });

  it('speaks Turkish and Arabic, right to left', async () => {
    backupAnswer = () => jsonResponse({}, { status: 404 });
    await act(() => changeLanguage('tr'));
    renderRoute('/apps/settings/farm');
    expect((await backupButton()).textContent).toBe('Yedeği indir');
    cleanup();
    await act(() => changeLanguage('ar'));
    renderRoute('/apps/settings/farm');
    expect((await backupButton()).textContent).toBe('تنزيل نسخة احتياطية');
    expect(screen.getByRole('heading', { level: 2, name: 'النسخ الاحتياطي' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
  });
});
