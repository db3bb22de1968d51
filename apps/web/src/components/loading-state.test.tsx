import '../app/app-texts.ts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
// Sets up the translations the component reads.
import '../lib/i18n.ts';
import { LoadingState } from './loading-state.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('LoadingState', () => {
  it("says 'Loading...' at once by default", () => {
    render(<LoadingState />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });

  it('shows nothing until the delay has passed', () => {
    vi.useFakeTimers();
    render(<LoadingState delay={300} />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });
});
