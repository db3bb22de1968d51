import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MAIN_CONTENT_ID, usePageArrival } from './page-arrival.ts';

afterEach(cleanup);

function Page({ route }: { route: string }) {
  usePageArrival(route);
  return null;
}

/** The shell's main landmark with a page heading, and a control outside it that has the focus. */
function Shell({ route, mount = 0 }: { route: string; mount?: number }) {
  return (
    <>
      <button type="button">Navigation entry</button>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <h1>{route}</h1>
        <Page key={mount} route={route} />
      </main>
    </>
  );
}

describe('usePageArrival', () => {
  it("leaves the first page alone, focuses a new route's heading, and not a page drawn again", () => {
    const { rerender, getByRole } = render(<Shell route="flocks" />);
    const entry = getByRole('button');
    entry.focus();
    expect(document.activeElement).toBe(entry);

    // A new route: its heading takes the focus.
    entry.focus();
    rerender(<Shell route="flock-page" />);
    expect(document.activeElement).toBe(getByRole('heading', { name: 'flock-page' }));

    // The same route drawn again (the layout changed around it): the focus stays.
    entry.focus();
    rerender(<Shell route="flock-page" mount={1} />);
    expect(document.activeElement).toBe(entry);
  });
});
