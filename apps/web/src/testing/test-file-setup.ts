import { cleanup, configure } from '@testing-library/react';
import { afterAll, vi } from 'vitest';

// Runs before every screen test file. The files of one test worker share its page (jsdom) and
// the packages it loaded (React, MUI), which is most of a file's start-up; each file still
// gets the app's own modules fresh, and leaves the page, the storage and the globals as a new
// page has them.
vi.resetModules();

// `findBy…` and `waitFor` give up after 1 s by default, which a first render that loads its
// lazy chunks can take on a two-core machine running the browser tests beside; a screen that
// never shows what is asked for still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

// Files that say `@vitest-environment node` have no page.
if (typeof window !== 'undefined') {
  const initialUrl = window.location.href;
  afterAll(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
    document.body.innerHTML = '';
    document.title = '';
    document.documentElement.removeAttribute('lang');
    document.documentElement.removeAttribute('dir');
    window.history.replaceState(null, '', initialUrl);
  });
}
