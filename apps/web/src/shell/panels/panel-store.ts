import { useSyncExternalStore } from 'react';

/** Which right-hand panel is open, and the contact whose chat the chat panel shows. */
export type PanelState = {
  readonly chatOpen: boolean;
  readonly quickPanelOpen: boolean;
  /** The contact of the chat on show; `null` before one is chosen or after the chat is removed. */
  readonly selectedContactId: string | null;
};

export const INITIAL_PANEL_STATE: PanelState = {
  chatOpen: false,
  quickPanelOpen: false,
  selectedContactId: null,
};

let state: PanelState = INITIAL_PANEL_STATE;
const listeners = new Set<() => void>();

function update(patch: Partial<PanelState>): void {
  const next = { ...state, ...patch };
  if (
    next.chatOpen === state.chatOpen &&
    next.quickPanelOpen === state.quickPanelOpen &&
    next.selectedContactId === state.selectedContactId
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

function snapshot(): PanelState {
  return state;
}

/** The panels' state outside React (for tests and non-component code). */
export function panelState(): PanelState {
  return state;
}

/** Closes both panels and forgets the chosen contact (sign-out, tests). */
export function resetPanels(): void {
  update(INITIAL_PANEL_STATE);
}

export const chatPanelActions = {
  open: () => update({ chatOpen: true, quickPanelOpen: false }),
  close: () => update({ chatOpen: false }),
  toggle: () =>
    update(state.chatOpen ? { chatOpen: false } : { chatOpen: true, quickPanelOpen: false }),
  /** Shows the chat with a contact; the panel opens. */
  selectContact: (contactId: string) =>
    update({ selectedContactId: contactId, chatOpen: true, quickPanelOpen: false }),
  /** Forgets the chat on show and closes the panel. */
  removeChat: () => update({ selectedContactId: null, chatOpen: false }),
};

export const quickPanelActions = {
  open: () => update({ quickPanelOpen: true, chatOpen: false }),
  close: () => update({ quickPanelOpen: false }),
  toggle: () =>
    update(
      state.quickPanelOpen ? { quickPanelOpen: false } : { quickPanelOpen: true, chatOpen: false },
    ),
};

export type ChatPanelControls = typeof chatPanelActions & {
  isOpen: boolean;
  selectedContactId: string | null;
};

export type QuickPanelControls = typeof quickPanelActions & { isOpen: boolean };

function usePanelState(): PanelState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Whether the chat panel is open and which contact it shows, with the actions that change it. */
export function useChatPanel(): ChatPanelControls {
  const current = usePanelState();
  return {
    ...chatPanelActions,
    isOpen: current.chatOpen,
    selectedContactId: current.selectedContactId,
  };
}

/** Whether the quick panel is open, with the actions that change it. */
export function useQuickPanel(): QuickPanelControls {
  const current = usePanelState();
  return { ...quickPanelActions, isOpen: current.quickPanelOpen };
}
