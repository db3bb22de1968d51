export {
  MESSAGE_VARIANTS,
  closeDialog,
  currentMessages,
  hideMessage,
  openDialog,
  resetMessages,
  showMessage,
  useMessages,
} from './message-store.ts';
export type {
  DialogContent,
  DialogState,
  MessageOptions,
  MessageVariant,
  MessagesState,
  SnackbarState,
} from './message-store.ts';
export { GlobalSnackbar } from './global-snackbar.tsx';
export { userDataSavedText } from './user-data-saved.ts';
export { GlobalDialog } from './global-dialog.tsx';
