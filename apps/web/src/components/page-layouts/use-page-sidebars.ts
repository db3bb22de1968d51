import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useId, useState } from 'react';

/**
 * A sidebar's side in reading order: 'start' is the left in English and the right in Arabic, so
 * a "left sidebar" layout keeps its sidebar at the start edge and mirrors with the language.
 */
export type SidebarSide = 'start' | 'end';

/** The open state of a page's sidebars, shared by the scaffold and its toggle buttons. */
export type PageSidebars = {
  /** From the lg breakpoint sidebars sit in the page; below it they open as drawers. */
  wide: boolean;
  open: Readonly<Record<SidebarSide, boolean>>;
  /** Element ids of the sidebars, for the toggles' aria-controls. */
  ids: Readonly<Record<SidebarSide, string>>;
  toggle: (side: SidebarSide) => void;
  setOpen: (side: SidebarSide, open: boolean) => void;
};

type OpenState = { wide: boolean; start: boolean; end: boolean };

/**
 * Sidebar state for a page scaffold: open by default on wide screens, closed (a drawer waiting
 * for its toggle) on small ones; crossing the breakpoint resets to that default.
 */
export function usePageSidebars(): PageSidebars {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const id = useId();
  const [state, setState] = useState<OpenState>({ wide, start: wide, end: wide });
  // Adjusted while rendering (not in an effect) so a resize never paints the old state.
  const current = state.wide === wide ? state : { wide, start: wide, end: wide };
  if (current !== state) setState(current);

  const setOpen = useCallback(
    (side: SidebarSide, open: boolean) => setState((previous) => ({ ...previous, [side]: open })),
    [],
  );
  const toggle = useCallback(
    (side: SidebarSide) => setState((previous) => ({ ...previous, [side]: !previous[side] })),
    [],
  );
  return {
    wide,
    open: { start: current.start, end: current.end },
    ids: { start: `${id}-start-sidebar`, end: `${id}-end-sidebar` },
    toggle,
    setOpen,
  };
}
