import { useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';

export const MESSAGE_VARIANTS = ['success', 'warning', 'error', 'info'] as const;
export type MessageVariant = (typeof MESSAGE_VARIANTS)[number];

export type MessageOptions = {
  message: string;
  /** Colour and icon of the snackbar; a neutral info message when left out. */
  variant?: MessageVariant;
};

/** The snackbar's message; it stays set while the snackbar closes so the text does not vanish. */
export type SnackbarState = {
  readonly open: boolean;
  readonly message: string;
  readonly variant: MessageVariant;
  /** Changes with every message, so a repeated text starts its timer again. */
  readonly key: number;
};

export type DialogContent = {
  title?: ReactNode;
  content: ReactNode;
  /** Buttons under the content; a close button when left out. */
  actions?: ReactNode;
};

export type DialogState = {
  readonly open: boolean;
  readonly content: DialogContent | null;
};

export type MessagesState = {
  readonly snackbar: SnackbarState;
  readonly dialog: DialogState;
};

const INITIAL_STATE: MessagesState = {
  snackbar: { open: false, message: '', variant: 'info', key: 0 },
  dialog: { open: false, content: null },
};

let state: MessagesState = INITIAL_STATE;
const listeners = new Set<() => void>();

function update(next: MessagesState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): MessagesState {
  return state;
}

/** Shows a message in the global snackbar (top centre, hides itself after 6 seconds). */
export function showMessage({ message, variant = 'info' }: MessageOptions): void {
  update({
    ...state,
    snackbar: { open: true, message, variant, key: state.snackbar.key + 1 },
  });
}

/** Closes the global snackbar. */
export function hideMessage(): void {
  if (!state.snackbar.open) return;
  update({ ...state, snackbar: { ...state.snackbar, open: false } });
}

/** Opens the global dialog with this content (a title, a body, and buttons). */
export function openDialog(content: DialogContent | ReactNode): void {
  const dialog = isDialogContent(content) ? content : { content };
  update({ ...state, dialog: { open: true, content: dialog } });
}

/** Closes the global dialog. */
export function closeDialog(): void {
  if (!state.dialog.open) return;
  update({ ...state, dialog: { ...state.dialog, open: false } });
}

/** The snackbar and dialog state; re-renders when either changes. */
export function useMessages(): MessagesState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** What is shown now, read outside React. */
export function currentMessages(): MessagesState {
  return state;
}

/** Back to nothing shown (for tests). */
export function resetMessages(): void {
  update(INITIAL_STATE);
}

function isDialogContent(value: DialogContent | ReactNode): value is DialogContent {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    'content' in value &&
    !('$$typeof' in value)
  );
}
