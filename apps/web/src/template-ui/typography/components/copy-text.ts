import { showMessage } from '../../../lib/message-store.ts';

/** The words the copy button says, in the page's language. */
export type CopyTexts = { copy: string; copied: string; copyFailed: string };

/** Copies `text` to the clipboard and says so in the snackbar (or that it could not). */
export async function copyText(text: string, texts: CopyTexts): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showMessage({ message: texts.copied, variant: 'success' });
  } catch {
    showMessage({ message: texts.copyFailed, variant: 'error' });
  }
}
