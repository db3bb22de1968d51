import { useSyncExternalStore } from 'react';

/**
 * The navbar's passing states (specification, section 4): shown or hidden on a large screen,
 * the mobile drawer open or closed, and a folded navbar opened by hovering over it. Whether it
 * is folded is a setting (`layout.config.navbar.folded`).
 */
export type NavbarState = {
  readonly open: boolean;
  readonly mobileOpen: boolean;
  readonly foldedOpen: boolean;
};

const INITIAL_STATE: NavbarState = { open: true, mobileOpen: false, foldedOpen: false };

let state: NavbarState = INITIAL_STATE;
const listeners = new Set<() => void>();

function update(patch: Partial<NavbarState>): void {
  const next = { ...state, ...patch };
  if (
    next.open === state.open &&
    next.mobileOpen === state.mobileOpen &&
    next.foldedOpen === state.foldedOpen
  ) {
    return;
  }
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = (): NavbarState => state;

export const navbarActions = {
  /** Shows or hides the navbar on a large screen. */
  toggle: () => update({ open: !state.open }),
  openMobile: () => update({ mobileOpen: true }),
  closeMobile: () => update({ mobileOpen: false }),
  toggleMobile: () => update({ mobileOpen: !state.mobileOpen }),
  /** A folded navbar opens while the pointer is over it and folds again when it leaves. */
  setFoldedOpen: (foldedOpen: boolean) => update({ foldedOpen }),
  reset: () => update(INITIAL_STATE),
};

export function useNavbarState(): NavbarState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
