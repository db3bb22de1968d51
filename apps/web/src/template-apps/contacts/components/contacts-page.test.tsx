import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetMessages } from '../../../lib/message-store.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { serveContacts } from '../testing/serve-contacts.ts';
import { slow } from '../../../testing/waits.ts';

const rows = () => screen.queryAllByTestId('contact-name').map((cell) => cell.textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  resetMessages();
});

// jsdom draws MUI slowly on a busy machine.
describe('contacts screen', { timeout: 60_000 }, () => {
  it('leads /apps/contacts to all contacts, sorted, and searches them', async () => {
    serveContacts();
    const { router } = renderRoute('/apps/contacts');
    await screen.findByText('Amira Haddad', {}, slow);
    expect(router.state.location.pathname).toBe('/apps/contacts/all');
    const names = rows();
    expect(names).toEqual([...names].sort((a, b) => (a ?? '').localeCompare(b ?? '')));
    expect(screen.getByTestId('contacts-user').textContent).not.toBe('');

    fireEvent.change(screen.getByLabelText('Search contacts'), { target: { value: 'airflow' } });
    expect(rows()).toEqual(['Bilal Rahman']);
    fireEvent.change(screen.getByLabelText('Search contacts'), { target: { value: 'zzz' } });
    expect(screen.getByText('No contact matches “zzz”.')).toBeTruthy();
  });

  it('adds a contact with every field, asking for a first name first', async () => {
    const { calls } = serveContacts();
    renderRoute('/apps/contacts/all');
    await screen.findByText('Amira Haddad', {}, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    const dialog = await screen.findByTestId('contact-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('A first name is required.')).toBeTruthy();
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);

    const field = (name: string) => dialog.querySelector(`[name="${name}"]`) as HTMLInputElement;
    fireEvent.change(field('name'), { target: { value: 'Nadia' } });
    fireEvent.change(field('lastName'), { target: { value: 'Farouk' } });
    fireEvent.change(field('company'), { target: { value: 'Hatchery One' } });
    fireEvent.change(field('birthday'), { target: { value: '1990-02-03' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Contact added.', {}, slow)).toBeTruthy();
    expect(await screen.findByText('Nadia Farouk', {}, slow)).toBeTruthy();
    expect(calls).toContain('POST /api/contacts-app/add-contact');
  });

  it('stars a contact, shows it under Starred, and removes it after asking', async () => {
    serveContacts();
    const { router } = renderRoute('/apps/contacts/all');
    const row = (await screen.findByText('Daniel Brooks', {}, slow)).closest('tr') as HTMLElement;
    const star = within(row).getByTestId('contact-star');
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'), slow);

    fireEvent.click(screen.getByTestId('contacts-nav-starred'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/contacts/starred'));
    await waitFor(() => expect(rows()).toContain('Daniel Brooks'), slow);

    fireEvent.click(screen.getByText('Daniel Brooks'));
    const dialog = await screen.findByTestId('contact-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove contact?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Contact removed.', {}, slow)).toBeTruthy();
    await waitFor(() => expect(rows()).not.toContain('Daniel Brooks'), slow);
  });

  it('stars and removes many selected contacts', async () => {
    const { calls } = serveContacts();
    renderRoute('/apps/contacts/all');
    await screen.findByText('Daniel Brooks', {}, slow);
    fireEvent.click(screen.getByLabelText('Select Daniel Brooks'));
    fireEvent.click(screen.getByLabelText('Select Bilal Rahman'));
    expect(screen.getByTestId('contacts-title').textContent).toBe('2 selected');
    fireEvent.click(screen.getByTestId('contacts-bulk-star'));
    expect(await screen.findByText('Stars updated for 2 contacts.', {}, slow)).toBeTruthy();
    expect(calls).toContain('POST /api/contacts-app/set-contacts-starred');

    fireEvent.click(screen.getByTestId('contacts-bulk-remove'));
    const confirm = await screen.findByRole('dialog', { name: 'Remove contacts?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('2 contacts removed.', {}, slow)).toBeTruthy();
    expect(rows()).not.toContain('Daniel Brooks');
    expect(rows()).not.toContain('Bilal Rahman');
  });

  it('shows a group’s members, and a 404 for an unknown list', async () => {
    serveContacts();
    const { router } = renderRoute('/apps/contacts/all');
    await screen.findByText('Amira Haddad', {}, slow);
    fireEvent.click(screen.getByTestId('contacts-nav-1a7c3e90'));
    await waitFor(() => expect(rows()).toHaveLength(3), slow);
    expect(screen.getByRole('heading', { level: 1, name: 'Farm staff' })).toBeTruthy();
    expect(rows()).toContain('Amira Haddad');
    await router.navigate('/apps/contacts/no-such-list');
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/pages/errors/error-404'),
      slow,
    );
  });

  it('shows the error state when the contacts cannot be loaded', async () => {
    serveContacts(new Set(['/api/contacts-app/contacts']));
    renderRoute('/apps/contacts/all');
    expect(await screen.findByText('The contacts could not be loaded.', {}, slow)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
