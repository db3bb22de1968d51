import { useState } from 'react';

/**
 * True from the first time `open` is true: a lazily loaded panel or dialog is fetched when
 * first opened, then kept mounted so it can animate closed and open again at once.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
