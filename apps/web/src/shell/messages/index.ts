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
export { userDataSavedText } from './user-data-saved.ts';
export { GlobalMessages } from './global-messages.tsx';
