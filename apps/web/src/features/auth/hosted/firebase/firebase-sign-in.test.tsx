import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../../lib/api-client.ts';
import { HOSTED_SESSION_KEY, writeHostedSession } from '../../../../lib/hosted-session.ts';
import { readStoredUser } from '../../../../lib/stored-user.ts';
import { resetMessages } from '../../../../lib/message-store.ts';
import {
  fakeFirebaseUser,
  firebaseError,
  firebaseSettings,
  recordUrl,
} from '../../../../testing/fake-firebase.ts';
import {
  fakeAccessToken,
  jsonResponse,
  renderRoute,
  storeSession,
  testUser,
} from '../../../../testing/render-route.tsx';
import { serveRequests } from '../../../../testing/serve-requests.ts';
import { renderSessionProbe } from '../../../../testing/session-probe.tsx';
import type { SentRequest } from '../../../../testing/serve-requests.ts';
import { slow } from '../../../../testing/waits.ts';

const sdk = vi.hoisted(() => {
  const auth = {
    currentUser: null as unknown,
    authStateReady: vi.fn(async () => undefined),
  };
  return {
    auth,
    initializeApp: vi.fn(() => ({ name: 'app' })),
    initializeAuth: vi.fn(() => auth),
    connectAuthEmulator: vi.fn(),
    signInWithEmailAndPassword: vi.fn(),
    createUserWithEmailAndPassword: vi.fn(),
    updateProfile: vi.fn(async () => undefined),
    sendPasswordResetEmail: vi.fn(async () => undefined),
    signOut: vi.fn(async () => undefined),
  };
});

vi.mock('firebase/app', () => ({ initializeApp: sdk.initializeApp }));
vi.mock('firebase/auth', () => ({
  browserLocalPersistence: { type: 'LOCAL' },
  indexedDBLocalPersistence: { type: 'LOCAL' },
  initializeAuth: sdk.initializeAuth,
  connectAuthEmulator: sdk.connectAuthEmulator,
  signInWithEmailAndPassword: sdk.signInWithEmailAndPassword,
  createUserWithEmailAndPassword: sdk.createUserWithEmailAndPassword,
  updateProfile: sdk.updateProfile,
  sendPasswordResetEmail: sdk.sendPasswordResetEmail,
  signOut: sdk.signOut,
}));

const fetchMock = vi.fn<typeof fetch>();
const localToken = fakeAccessToken();
const serverUser = { ...testUser(['admin'], 'Selin Kaya'), from: 'firebase' };
const record = {
  displayName: 'Selin K.',
  settings: { theme: { main: 'defaultDark' } },
  shortcuts: ['apps.todo'],
};

/** The server and the database, with Firebase configured unless `firebase` says otherwise. */
function serve(
  options: { firebase?: typeof firebaseSettings | null; record?: () => Response } = {},
): SentRequest[] {
  return serveRequests(fetchMock, ({ url, method }) => {
    if (url === '/api/auth/providers') {
      return jsonResponse({ oidc: null, firebase: options.firebase ?? null });
    }
    if (url === '/api/auth/access-token') {
      return jsonResponse({ user: serverUser, access_token: localToken });
    }
    if (url.startsWith(`${firebaseSettings.databaseURL}/users/`)) {
      if (method === 'PUT') return jsonResponse({});
      return options.record?.() ?? jsonResponse(record);
    }
    return undefined;
  });
}

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function submit(name: string) {
  const button = screen.getByRole('button', { name }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false), slow);
  fireEvent.click(button);
}

/** The helper text under the field labelled `label`. */
function helperText(label: RegExp): string | null {
  const input = screen.getByLabelText(label);
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

async function openLogin() {
  renderRoute('/login');
  await screen.findByRole('form', {}, slow);
  type(/^Email/, 'selin@example.com');
  type(/^Password/, 'secret-pass');
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  sdk.auth.currentUser = null;
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const mock of [
    sdk.signInWithEmailAndPassword,
    sdk.createUserWithEmailAndPassword,
    sdk.updateProfile,
    sdk.sendPasswordResetEmail,
    sdk.signOut,
  ]) {
    mock.mockClear();
  }
  localStorage.clear();
  sessionStorage.clear();
  resetMessages();
});

describe('sign-in with Firebase', () => {
  it("says Firebase's refusal at its field, on the SDK pointed at the emulator", async () => {
    const sent = serve({ firebase: firebaseSettings });
    sdk.signInWithEmailAndPassword.mockRejectedValueOnce(firebaseError('auth/wrong-password'));
    await openLogin();

    await submit('Login');

    await waitFor(() => expect(helperText(/^Password/)).toBe('Check your password'), slow);
    expect(sdk.signInWithEmailAndPassword).toHaveBeenCalledWith(
      sdk.auth,
      'selin@example.com',
      'secret-pass',
    );
    expect(sdk.connectAuthEmulator).toHaveBeenCalledWith(sdk.auth, 'http://127.0.0.1:9099', {
      disableWarnings: true,
    });
    expect(sent.some((request) => request.url === '/api/auth')).toBe(false);
    // The server's demo accounts would not sign in with Firebase.
    expect(screen.queryByText('Demo accounts')).toBeNull();
  });

  it('says a bad API key in a snackbar', async () => {
    serve({ firebase: firebaseSettings });
    sdk.signInWithEmailAndPassword.mockRejectedValueOnce(firebaseError('auth/invalid-api-key'));
    await openLogin();

    await submit('Login');

    expect(await screen.findByText('The Firebase API key is not valid', {}, slow)).toBeTruthy();
    expect(helperText(/^Password/)).toBeNull();
  });

  it("exchanges Firebase's ID token for a session, with the user's record laid over", async () => {
    const sent = serve({ firebase: firebaseSettings });
    sdk.signInWithEmailAndPassword.mockResolvedValueOnce({ user: fakeFirebaseUser() });
    await openLogin();

    await submit('Login');

    expect((await screen.findByTestId('user-display-name', {}, slow)).textContent).toBe('Selin K.');
    const exchange = sent.find((request) => request.url === '/api/auth/access-token');
    expect(exchange?.headers.get('Authorization')).toBe('Bearer id-token');
    expect(sent.some((request) => request.url === recordUrl())).toBe(true);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(localToken);
    expect(JSON.parse(localStorage.getItem(HOSTED_SESSION_KEY) ?? '{}')).toEqual({
      provider: 'firebase',
      uid: 'fb-uid-1',
    });
    expect(readStoredUser()?.data).toMatchObject({
      settings: record.settings,
      shortcuts: record.shortcuts,
    });
  });
});

describe('registration with Firebase', () => {
  async function openRegister() {
    renderRoute('/register');
    await screen.findByRole('form', {}, slow);
    type(/^Display name/, 'Selin Kaya');
    type(/^Email/, 'selin@example.com');
    type(/^Password \*/, 'long-enough-1');
    type(/^Password \(Confirm\)/, 'long-enough-1');
  }

  it.each([
    ['auth/email-already-in-use', /^Email/, 'The email is already in use'],
    [
      'auth/operation-not-allowed',
      /^Display name/,
      'Signing in with email and password is not enabled',
    ],
  ])('says %s at its field', async (code, field, message) => {
    serve({ firebase: firebaseSettings });
    sdk.createUserWithEmailAndPassword.mockRejectedValueOnce(firebaseError(code));
    await openRegister();

    await submit('Register');

    await waitFor(() => expect(helperText(field)).toBe(message), slow);
  });

  it('names the user, saves their record and lands on the dashboard', async () => {
    const sent = serve({ firebase: firebaseSettings });
    const user = fakeFirebaseUser(null);
    sdk.createUserWithEmailAndPassword.mockResolvedValueOnce({ user });
    sdk.auth.currentUser = user;
    const { router } = renderRoute('/register');
    await screen.findByRole('form', {}, slow);
    type(/^Display name/, 'Selin Kaya');
    type(/^Email/, 'selin@example.com');
    type(/^Password \*/, 'long-enough-1');
    type(/^Password \(Confirm\)/, 'long-enough-1');

    await submit('Register');

    expect(await screen.findByText('User data saved to firebase', {}, slow)).toBeTruthy();
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/apps/dashboards/analytics'),
      slow,
    );
    expect(sdk.updateProfile).toHaveBeenCalledWith(user, { displayName: 'Selin Kaya' });
    expect(user.getIdToken).toHaveBeenCalledWith(true);
    const exchange = sent.find((request) => request.url === '/api/auth/access-token');
    expect(exchange?.headers.get('Authorization')).toBe('Bearer fresh-id-token');
    const put = sent.find((request) => request.method === 'PUT');
    expect(put?.url.startsWith(`${firebaseSettings.databaseURL}/users/fb-uid-1.json?auth=`)).toBe(
      true,
    );
    expect(put?.body).toMatchObject({ displayName: 'Selin Kaya', email: 'selin@example.com' });
  });
});

describe('password reset with Firebase', () => {
  async function askForReset() {
    renderRoute('/forgot-password-firebase');
    await screen.findByRole('form', {}, slow);
    type(/^Email/, 'selin@example.com');
    await submit('SEND RESET LINK');
  }

  it('has Firebase mail the link and confirms it', async () => {
    const sent = serve({ firebase: firebaseSettings });
    await askForReset();

    expect(
      await screen.findByText('Password reset email sent successfully', {}, slow),
    ).toBeTruthy();
    expect(sdk.sendPasswordResetEmail).toHaveBeenCalledWith(sdk.auth, 'selin@example.com');
    expect(sent.some((request) => request.url === '/api/auth/forgot-password')).toBe(false);
  });

  it('only logs a failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({ firebase: firebaseSettings });
    sdk.sendPasswordResetEmail.mockRejectedValueOnce(firebaseError('auth/user-not-found'));
    await askForReset();

    await waitFor(() => expect(logged).toHaveBeenCalled(), slow);
    expect(screen.queryByText('Password reset email sent successfully')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a Firebase session at start', () => {
  function storeFirebaseSession() {
    storeSession(serverUser);
    writeHostedSession({ provider: 'firebase', uid: 'fb-uid-1' });
  }

  it("says it logs in with Firebase, waits for the SDK's user and loads its record", async () => {
    serve({ firebase: firebaseSettings });
    storeFirebaseSession();
    let ready: () => void = () => undefined;
    sdk.auth.authStateReady.mockImplementationOnce(
      () => new Promise<undefined>((resolve) => (ready = () => resolve(undefined))),
    );
    sdk.auth.currentUser = fakeFirebaseUser();

    renderRoute('/auth/admin-role-example');

    expect((await screen.findByTestId('splash-message', {}, slow)).textContent).toBe(
      'Logging in with Firebase',
    );
    ready();
    expect(await screen.findByText('Logged in with Firebase', {}, slow)).toBeTruthy();
    expect(await screen.findByText('Your role: admin', {}, slow)).toBeTruthy();
    expect(readStoredUser()?.data.displayName).toBe('Selin K.');
  });

  it('goes on without a user when the SDK holds none', async () => {
    serve({ firebase: firebaseSettings });
    storeFirebaseSession();

    const { router } = renderRoute('/auth/admin-role-example');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), slow);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(HOSTED_SESSION_KEY)).toBeNull();
    expect(screen.queryByText('Logged in with Firebase')).toBeNull();
  });

  it('goes on without a user when the record cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve({ firebase: firebaseSettings, record: () => jsonResponse({}, { status: 401 }) });
    storeFirebaseSession();
    sdk.auth.currentUser = fakeFirebaseUser();

    const { router } = renderRoute('/auth/admin-role-example');

    expect(await screen.findByText('Cannot retrieve user data', {}, slow)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), slow);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('without Firebase configured, warns and does nothing with it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve({ firebase: null });
    storeFirebaseSession();
    const made = sdk.initializeAuth.mock.calls.length;

    const { router } = renderRoute('/auth/admin-role-example');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), slow);
    expect(warn).toHaveBeenCalledWith('Firebase is not configured: no Firebase project is set.');
    expect(sdk.initializeAuth.mock.calls.length).toBe(made);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it("saves the user's data in their record", async () => {
    const sent = serve({ firebase: firebaseSettings });
    storeFirebaseSession();
    sdk.auth.currentUser = fakeFirebaseUser();
    renderSessionProbe();
    await waitFor(
      () => expect(screen.getByTestId('shortcuts').textContent).toBe('apps.todo'),
      slow,
    );

    fireEvent.click(screen.getByRole('button', { name: 'save' }));

    await waitFor(() => expect(sent.some((request) => request.method === 'PUT')).toBe(true), slow);
    const put = sent.find((request) => request.method === 'PUT');
    expect(put?.url).toBe(recordUrl());
    expect(put?.body).toMatchObject({ displayName: 'Selin K.', shortcuts: ['apps.notes'] });
    expect(sent.some((request) => request.url === '/api/auth/user/update')).toBe(false);
    await waitFor(() => expect(screen.getByTestId('shortcuts').textContent).toBe('apps.notes'));
  });

  it('signs out of Firebase on logout', async () => {
    serve({ firebase: firebaseSettings });
    storeFirebaseSession();
    sdk.auth.currentUser = fakeFirebaseUser();

    const { router } = renderRoute('/logout');

    await waitFor(() => expect(sdk.signOut).toHaveBeenCalledWith(sdk.auth), slow);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), slow);
    expect(localStorage.getItem(HOSTED_SESSION_KEY)).toBeNull();
  });
});
