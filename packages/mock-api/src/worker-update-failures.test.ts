import { describe, expect, it } from 'vitest';
import {
  ignoreMockWorkerUpdateFailures,
  isMockWorkerUpdateFailure,
} from './worker-update-failures.ts';

const notFound = new TypeError(
  "Failed to update a ServiceWorker for scope ('http://127.0.0.1:3000/') with script " +
    "('http://127.0.0.1:3000/mockServiceWorker.js'): Not found",
);

/** An uncaught rejection as the page reports it, recording whether a listener took it. */
function rejection(reason: unknown) {
  return {
    reason,
    prevented: false,
    preventDefault() {
      this.prevented = true;
    },
  };
}

describe('failed updates of the mock worker', () => {
  it('recognises the failed update of the mock worker only', () => {
    expect(isMockWorkerUpdateFailure(notFound)).toBe(true);
    expect(
      isMockWorkerUpdateFailure(
        new TypeError(
          "Failed to update a ServiceWorker for scope ('/') with script ('/sw.js'): Not found",
        ),
      ),
    ).toBe(false);
    expect(isMockWorkerUpdateFailure(new Error('Request failed with status 500'))).toBe(false);
    // Started through the app's worker, which imports the mock's script: that worker's update.
    expect(
      isMockWorkerUpdateFailure(
        new TypeError(
          "Failed to update a ServiceWorker for scope ('/') with script ('/sw.js'): Not found",
        ),
        '/sw.js',
      ),
    ).toBe(true);
    expect(isMockWorkerUpdateFailure(notFound, '/sw.js')).toBe(false);
    expect(isMockWorkerUpdateFailure(notFound.message)).toBe(false);
  });

  it('takes that rejection from the page and leaves every other one reported', () => {
    const listeners: ((event: ReturnType<typeof rejection>) => void)[] = [];
    ignoreMockWorkerUpdateFailures({
      addEventListener: (type: string, listener: never) => {
        expect(type).toBe('unhandledrejection');
        listeners.push(listener);
      },
    } as Pick<Window, 'addEventListener'>);
    const expected = rejection(notFound);
    const other = rejection(new Error('The farm list could not be loaded.'));
    for (const listener of listeners) {
      listener(expected);
      listener(other);
    }
    expect(expected.prevented).toBe(true);
    expect(other.prevented).toBe(false);
  });
});
