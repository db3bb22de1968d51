import { useEffect } from 'react';

/** The id of the page's one `<main>` landmark: the skip link's target. */
export const MAIN_CONTENT_ID = 'shell-content';

/** The first page after the app loads keeps the browser's focus; every later one takes it. */
let firstPageShown = false;

/**
 * Once a page of a new route has drawn, moves the keyboard's focus to its heading, or to the
 * page itself, so a screen reader announces where the person now is and the next Tab starts
 * on the page rather than back in the navigation. A page that placed the focus itself (a
 * field with autofocus) keeps it; the very first page after loading leaves it to the browser.
 */
export function usePageArrival(routeId: string): void {
  useEffect(() => {
    if (!firstPageShown) {
      firstPageShown = true;
      return;
    }
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main || main.contains(document.activeElement)) return;
    const heading = main.querySelector<HTMLElement>('h1, h2');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    } else {
      main.focus({ preventScroll: true });
    }
  }, [routeId]);
}
