import { useCallback, useEffect, useRef, useState } from 'react';
import { HOVER_DEBOUNCE_MS } from '../../settings/shell-constants.ts';

export type HoverMenu = {
  open: boolean;
  /** Opens after the pointer has rested for the debounce time. */
  onMouseEnter: () => void;
  /** Closes after the debounce time, unless the pointer comes back first. */
  onMouseLeave: () => void;
  /** Opens or closes at once (keyboard, touch). */
  setOpen: (open: boolean) => void;
};

/** Open-on-hover state with a debounce (150 ms), so passing over a menu does not flash it. */
export function useHoverMenu(delay: number = HOVER_DEBOUNCE_MS): HoverMenu {
  const [open, setOpenState] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const schedule = useCallback(
    (next: boolean) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setOpenState(next), delay);
    },
    [delay],
  );

  const setOpen = useCallback((next: boolean) => {
    clearTimeout(timer.current);
    setOpenState(next);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    open,
    onMouseEnter: useCallback(() => schedule(true), [schedule]),
    onMouseLeave: useCallback(() => schedule(false), [schedule]),
    setOpen,
  };
}
