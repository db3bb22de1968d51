import type { Person } from '@flockbook/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n.ts';
import { resetMessages } from '../../lib/message-store.ts';
import {
  fakeAccessToken,
  jsonResponse,
  renderRoute,
  storeSession,
  testUser,
} from '../../testing/render-route.tsx';
import { authRefusal, serveRequests } from '../../testing/serve-requests.ts';
import type { SentRequest } from '../../testing/serve-requests.ts';
import { slow } from '../../testing/waits.ts';

const FARM = { id: '0b6f7c4e-1d2a-4b3c-8d4e-5f6a7b8c9d0e', name: 'North Farm' };
const people: Person[] = [
  {
    id: 'p-admin',
    email: 'admin@example.com',
    displayName: 'Amina Rahman',
    role: 'admin',
    farmIds: [],
    active: true,
    lastSignInAt: '2026-11-20T08:30:00.000Z',
    from: 'api',
  },
  {
    id: 'p-staff',
    email: 'omar@example.com',
    displayName: 'Omar Faruk',
    role: 'staff',
    farmIds: [FARM.id],
    active: false,
    lastSignInAt: null,
    from: 'firebase',
  },
];

const fetchMock = vi.fn<typeof fetch>();
let sent: SentRequest[] = [];

type Answers = {
  list?: () => Response;
  invite?: (body: Record<string, unknown>) => Response;
};

function serve(roles: string[], answers: Answers = {}) {
  const user = testUser(roles);
  storeSession(user);
  sent = serveRequests(fetchMock, ({ url, method, body }) => {
    if (url === '/api/auth/access-token') {
      return jsonResponse({ user, access_token: fakeAccessToken() });
    }
    if (url.startsWith('/api/farms')) return jsonResponse({ data: [FARM], total: 1 });
    if (url === '/api/users' && method === 'GET') {
      return answers.list ? answers.list() : jsonResponse({ data: people, total: people.length });
    }
    if (url === '/api/users/invite') {
      return answers.invite ? answers.invite(body as Record<string, unknown>) : jsonResponse({});
    }
    if (url === '/api/alerts') return jsonResponse([]);
    return undefined;
  });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  localStorage.clear();
  resetMessages();
  await act(() => changeLanguage('en'));
});

// jsdom draws MUI slowly on a busy machine.
describe('people screen', () => {
  it('lists each person with role, farms, last sign-in and state', async () => {
    serve(['admin']);
    renderRoute('/apps/settings/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'People' }, slow)).toBeTruthy();
    const rows = await screen.findAllByTestId('person', {}, slow);
    expect(rows).toHaveLength(2);
    const omar = within(rows[1]!);
    expect(omar.getByText('Omar Faruk')).toBeTruthy();
    expect(omar.getByText('omar@example.com')).toBeTruthy();
    expect(omar.getByText('Staff · Firebase')).toBeTruthy();
    await waitFor(() => expect(omar.getByText('North Farm')).toBeTruthy(), slow);
    expect(omar.getByText('Never')).toBeTruthy();
    expect(omar.getByText('Disabled')).toBeTruthy();
    expect(within(rows[0]!).getByText('Active')).toBeTruthy();
    expect(within(rows[0]!).getByText('Admin · Password')).toBeTruthy();
    // An admin sees every farm, whatever farms are chosen.
    expect(within(rows[0]!).getByText('Every farm')).toBeTruthy();

    // The actions open by keyboard-reachable buttons named after the person.
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Omar Faruk' }));
    expect(await screen.findByRole('menuitem', { name: 'Enable' }, slow)).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Change role' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Change farms' })).toBeTruthy();
  });

  it('says so when nobody is listed', async () => {
    serve(['admin'], { list: () => jsonResponse({ data: [], total: 0 }) });
    renderRoute('/apps/settings/users');
    expect(await screen.findByTestId('people-empty', {}, slow)).toBeTruthy();
  });

  it('offers a retry when the list fails', async () => {
    serve(['admin'], {
      list: () =>
        jsonResponse(
          { type: 'about:blank', title: 'Server error', status: 500 },
          { status: 500, headers: { 'content-type': 'application/problem+json' } },
        ),
    });
    renderRoute('/apps/settings/users');
    expect(await screen.findByRole('button', { name: 'Try again' }, slow)).toBeTruthy();
    expect(screen.queryByTestId('person')).toBeNull();
  });

  it('invites: checks the email at its field, shows the server’s field message, then sends', async () => {
    let answer = (_body: Record<string, unknown>) =>
      authRefusal(409, { email: 'The email is already in use' });
    serve(['admin'], { invite: (body) => answer(body) });
    renderRoute('/apps/settings/users');
    await screen.findAllByTestId('person', {}, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Invite person' }));
    const dialog = await screen.findByTestId('invite-dialog', {}, slow);
    const email = within(dialog).getByLabelText(/^Email/);
    expect(document.activeElement).toBe(email);

    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Please enter a valid email', {}, slow)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(sent.filter((request) => request.url === '/api/users/invite')).toHaveLength(0);

    fireEvent.change(email, { target: { value: 'staff@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('The email is already in use', {}, slow)).toBeTruthy();

    answer = (body) => jsonResponse({ ...body, expiresAt: '2026-12-04T00:00:00.000Z' });
    fireEvent.change(email, { target: { value: 'New@Example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to new@example.com', {}, slow)).toBeTruthy();
    const invites = sent.filter((request) => request.url === '/api/users/invite');
    expect(invites.at(-1)?.body).toEqual({ email: 'new@example.com', role: 'staff', farmIds: [] });
    await waitFor(() => expect(screen.queryByTestId('invite-dialog')).toBeNull(), slow);
  });

  it('shows an unknown farm refusal at the farms field', async () => {
    serve(['admin'], {
      invite: () => authRefusal(400, { farmIds: 'Choose existing farms' }),
    });
    renderRoute('/apps/settings/users');
    await screen.findAllByTestId('person', {}, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Invite person' }));
    const dialog = await screen.findByTestId('invite-dialog', {}, slow);
    fireEvent.change(within(dialog).getByLabelText(/^Email/), {
      target: { value: 'new@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Choose existing farms', {}, slow)).toBeTruthy();
  });

  it('reads right to left in Arabic', async () => {
    serve(['admin']);
    await act(() => changeLanguage('ar'));
    renderRoute('/apps/settings/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'الأشخاص' }, slow)).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    await screen.findAllByTestId('person', {}, slow);
    expect(screen.getByText('معطّل')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'دعوة شخص' }));
    const dialog = await screen.findByTestId('invite-dialog', {}, slow);
    fireEvent.change(within(dialog).getByLabelText(/^البريد الإلكتروني/), {
      target: { value: 'x' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إرسال الدعوة' }));
    expect(await within(dialog).findByText('أدخل بريدًا إلكترونيًا صالحًا', {}, slow)).toBeTruthy();
  });

  it('sends staff away', async () => {
    serve(['staff']);
    const { router } = renderRoute('/apps/settings/users');
    await waitFor(
      () => expect(router.state.location.pathname).not.toBe('/apps/settings/users'),
      slow,
    );
    expect(screen.queryByTestId('people')).toBeNull();
    expect(sent.some((request) => request.url === '/api/users')).toBe(false);
  });
});
