/**
 * The address of the last registration or reset request in this tab, so the mail confirmation
 * page can say where the mail went. Kept in session storage: it never leaves the browser.
 */
const STORAGE_KEY = 'flockbook.lastAuthEmail';

export function rememberAuthEmail(email: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, email);
  } catch {
    // Without storage the confirmation page just does not name the address.
  }
}

export function lastAuthEmail(): string | undefined {
  try {
    return sessionStorage.getItem(STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
