/**
 * The page a guest asked for before being sent to sign in; the route guard returns there once a
 * role is held. Kept in session storage so a reload of the sign-in page does not lose it.
 */
const STORAGE_KEY = 'flockbook.redirectAfterLogin';

let memory: string | undefined;

export function rememberPath(path: string): void {
  memory = path;
  try {
    sessionStorage.setItem(STORAGE_KEY, path);
  } catch {
    // Without storage the path is kept in memory for this page.
  }
}

export function peekRememberedPath(): string | undefined {
  try {
    return sessionStorage.getItem(STORAGE_KEY) ?? memory;
  } catch {
    return memory;
  }
}

export function forgetRememberedPath(): void {
  memory = undefined;
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
