export { userDataSavedText } from './user-data-saved.ts';
export { GlobalMessages } from './global-messages.tsx';
