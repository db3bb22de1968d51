/**
 * How long a screen test waits for a first render, which loads the screen's lazy chunks and, in
 * a file's first test, the app's modules: on a two-core machine running the browser tests beside
 * it, that has taken over 15 s. A screen that never shows what is asked for still fails.
 */
export const slow = { timeout: 30_000 } as const;
