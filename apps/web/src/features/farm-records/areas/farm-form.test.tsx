import { farmInputSchema } from '@flockbook/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client.ts';
import { changeLanguage } from '../../../lib/i18n.ts';
import { RecordFormLoader } from '../../../records/components/record-form-loader.tsx';
import type { RecordArea } from '../../../records/record-area.ts';
import { resetMessages } from '../../../lib/message-store.ts';
import { renderInShell, testSession } from '../../../testing/render-in-shell.tsx';
import { jsonResponse, testUser } from '../../../testing/render-route.tsx';
import { farmsArea } from './farms-area.tsx';

// The form's schema comes with the form (a dynamic import), not with the list: the form waits
// for it and then checks exactly as the server does.
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem(ACCESS_TOKEN_KEY, 'token-123');
  fetchMock.mockImplementation(async () => jsonResponse({ data: [], total: 0 }));
});
afterEach(async () => {
  cleanup();
  await act(() => changeLanguage('en'));
  fetchMock.mockReset();
  resetMessages();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const newFarmForm = (area: RecordArea) =>
  renderInShell(
    <RecordFormLoader area={area} onSaved={() => undefined} onCancel={() => undefined} />,
    testSession(testUser(['admin'])),
  );

describe('a record form with its schema loaded lazily', () => {
  it("shows the shared schema's message at the field and sends nothing", async () => {
    newFarmForm(farmsArea);
    const name = await screen.findByLabelText(/^Name/);
    fireEvent.change(name, { target: { value: 'N' } });
    fireEvent.click(screen.getByTestId('record-save'));
    const message = await screen.findByText('Enter the farm name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toContain(message.id);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows a load failure with a retry, then the form', async () => {
    const inputSchema = vi
      .fn<RecordArea['inputSchema']>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(farmInputSchema);
    newFarmForm({ ...farmsArea, inputSchema });
    expect(await screen.findByText('The form could not be loaded')).toBeTruthy();
    expect(screen.queryByTestId('record-save')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('record-save')).toBeTruthy());
    expect(inputSchema).toHaveBeenCalledTimes(2);
  });

  it("sends the time zone picked, and shows the server's refusal at it in Turkish", async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'POST'
        ? jsonResponse(
            {
              type: 'about:blank',
              title: 'Validation failed',
              status: 400,
              errors: {
                timeZone: 'Unknown time zone: use an IANA name such as Asia/Karachi or UTC',
              },
            },
            { status: 400, headers: { 'content-type': 'application/problem+json' } },
          )
        : jsonResponse({ data: [], total: 0 }),
    );
    await act(() => changeLanguage('tr'));
    newFarmForm(farmsArea);
    fireEvent.change(await screen.findByLabelText(/^Ad/), { target: { value: 'Karachi Farm' } });
    const zone = screen.getByRole('combobox', { name: /^Saat dilimi/ });
    fireEvent.change(zone, { target: { value: 'Karachi' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Asia/Karachi' }));
    fireEvent.click(screen.getByTestId('record-save'));
    expect(await screen.findByText(/Bilinmeyen saat dilimi/)).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ timeZone: 'Asia/Karachi' });
  });
});
