import type { User } from '@flockbook/contracts';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_USER, SessionContext } from '../../lib/session.ts';
import type { Session, UserDataUpdate } from '../../lib/session.ts';
import { testUser } from '../../testing/render-route.tsx';
import { currentMessages, resetMessages } from '../../lib/message-store.ts';
import { DEFAULT_SETTINGS } from './layout-defaults.ts';
import { settingsActions } from './settings-reducer.ts';
import { SettingsSessionSync } from './settings-session-sync.tsx';
import { createSettingsStore } from './settings-store.ts';
import type { SettingsStore } from './settings-store.ts';

afterEach(() => {
  cleanup();
  resetMessages();
});

function session(user: User, updateUser: Session['updateUser']): Session {
  return {
    user,
    signedIn: user.role.length > 0,
    signIn: vi.fn(),
    register: vi.fn(),
    setUp: vi.fn(),
    acceptInvitation: vi.fn(),
    startHostedSession: vi.fn(),
    signOut: vi.fn(),
    updateUser,
  };
}

function renderSync(store: SettingsStore, value: Session) {
  const view = render(
    <SessionContext value={value}>
      <SettingsSessionSync store={store} />
    </SessionContext>,
  );
  return {
    rerender: (next: Session) =>
      view.rerender(
        <SessionContext value={next}>
          <SettingsSessionSync store={store} />
        </SessionContext>,
      ),
  };
}

/** A default-settings change as the settings panel makes it: set, then persisted. */
function changeDefaults(store: SettingsStore, patch: Parameters<SettingsStore['persist']>[0]) {
  act(() => {
    store.dispatch(settingsActions.setDefault(patch));
    store.persist(patch);
  });
}

describe('SettingsSessionSync', () => {
  it("applies a signed-in user's saved settings, with the query-string overrides on top", () => {
    const store = createSettingsStore({ theme: { footer: 'slate' } });
    const admin = testUser(['admin']);
    admin.data.settings = { layout: { style: 'layout2', config: {} }, theme: { main: 'beach' } };
    renderSync(store, session(admin, vi.fn()));

    const { current, defaults } = store.getState();
    expect(current.layout.style).toBe('layout2');
    expect(current.theme).toMatchObject({ main: 'beach', footer: 'slate' });
    expect(defaults).toBe(current);
  });

  it("saves a signed-in user's default-settings changes and confirms them", async () => {
    const store = createSettingsStore(undefined);
    const saves: UserDataUpdate[] = [];
    const admin = testUser(['admin']);
    const updateUser = vi.fn(async (data: UserDataUpdate) => {
      saves.push(data);
      return admin;
    });
    renderSync(store, session(admin, updateUser));

    changeDefaults(store, { theme: { main: 'defaultDark' } });
    await waitFor(() => expect(currentMessages().snackbar.open).toBe(true));
    expect(currentMessages().snackbar).toMatchObject({
      message: 'User data saved with api',
      variant: 'success',
    });
    expect(saves).toHaveLength(1);
    expect(saves[0]?.settings).toMatchObject({
      theme: { ...DEFAULT_SETTINGS.theme, main: 'defaultDark' },
      layout: { style: 'layout1' },
    });

    changeDefaults(store, { animations: false });
    await waitFor(() => expect(saves).toHaveLength(2));
    // Each save carries every earlier change too.
    expect(saves[1]?.settings).toMatchObject({ animations: false, theme: { main: 'defaultDark' } });
  });

  it.each([
    ['auth0', 'User data saved to auth0'],
    ['firebase', 'User data saved to firebase'],
  ])('confirms the save of a user from %s where it went', async (from, message) => {
    const store = createSettingsStore(undefined);
    const user = { ...testUser(['admin']), from };
    renderSync(
      store,
      session(
        user,
        vi.fn(async () => user),
      ),
    );

    changeDefaults(store, { animations: false });
    await waitFor(() => expect(currentMessages().snackbar.open).toBe(true));
    expect(currentMessages().snackbar).toMatchObject({ message, variant: 'success' });
  });

  it('shows the error message when saving fails', async () => {
    const store = createSettingsStore(undefined);
    const updateUser = vi.fn(async () => {
      throw new Error('Cannot reach the server.');
    });
    renderSync(store, session(testUser(['staff']), updateUser));

    changeDefaults(store, { customScrollbars: false });
    await waitFor(() => expect(currentMessages().snackbar.open).toBe(true));
    expect(currentMessages().snackbar).toMatchObject({
      message: 'Cannot reach the server.',
      variant: 'error',
    });
    expect(store.getState().current.customScrollbars).toBe(false);
  });

  it("keeps a guest's changes in the page and goes back to the start on sign-out", () => {
    const store = createSettingsStore(undefined);
    const updateUser = vi.fn();
    const view = renderSync(store, session(GUEST_USER, updateUser));

    changeDefaults(store, { theme: { main: 'tech' } });
    expect(updateUser).not.toHaveBeenCalled();
    expect(store.getState().current.theme.main).toBe('tech');

    const admin = testUser(['admin']);
    admin.data.settings = { theme: { main: 'sunset' } };
    view.rerender(session(admin, updateUser));
    expect(store.getState().current.theme.main).toBe('sunset');

    view.rerender(session(GUEST_USER, updateUser));
    expect(store.getState().current).toEqual(store.getState().initial);
    expect(store.getState().current.theme.main).toBe('default');
  });
});
