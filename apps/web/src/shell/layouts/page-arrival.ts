import { useEffect } from 'react';

/** The id of the page's one `<main>` landmark: the skip link's target. */
export const MAIN_CONTENT_ID = 'shell-content';

/**
 * The route whose page took the focus last. The first page after the app loads keeps the
 * browser's focus; a page drawn again for the same route (the layout changing around it, as
 * when the language's direction arrives) keeps the focus where it is; a new route takes it.
 */
let arrivedRoute: string | undefined;

/**
 * Once a page of a new route has drawn, moves the keyboard's focus to its heading, or to the
 * page itself until its heading appears, so a screen reader announces where the person now is
 * and the next Tab starts on the page rather than back in the navigation. A page that placed
 * the focus itself (a field with autofocus) keeps it, and so does an open dialog or menu; the
 * very first page after loading, and a page drawn again for its route, leave it where it is.
 */
export function usePageArrival(routeId: string): void {
  useEffect(() => {
    const before = arrivedRoute;
    arrivedRoute = routeId;
    if (before === undefined || before === routeId) return;
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main || main.contains(document.activeElement) || inOpenPopup()) return;
    if (focusHeading(main)) return;
    // The page is still loading its data: the page holds the focus until its heading appears.
    main.focus({ preventScroll: true });
    const watch = new MutationObserver(() => {
      if (document.activeElement !== main) watch.disconnect();
      else if (focusHeading(main)) watch.disconnect();
    });
    watch.observe(main, { childList: true, subtree: true });
    const stop = setTimeout(() => watch.disconnect(), HEADING_WAIT_MS);
    return () => {
      clearTimeout(stop);
      watch.disconnect();
    };
  }, [routeId]);
}

/** How long a page that is loading may take to show its heading and still be given the focus. */
const HEADING_WAIT_MS = 10_000;

/** True while the focus is in a dialog, menu or list of choices: that keeps it. */
function inOpenPopup(): boolean {
  return (
    document.activeElement?.closest('[role="dialog"], [role="menu"], [role="listbox"]') != null
  );
}

/** Focuses the page's first heading, if it has one yet. */
function focusHeading(main: HTMLElement): boolean {
  const heading = main.querySelector<HTMLElement>('h1, h2');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}
