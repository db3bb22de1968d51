import type { Mail, MailFolder, MailLabel } from '@flockbook/mock-api/mail';
import { MAIL_FOLDER_IDS } from '@flockbook/mock-api/mail';
import { showMessage } from '../../../lib/message-store.ts';
import {
  useDeleteMails,
  useSetMailFolder,
  useToggleMailLabel,
  useUpdateMails,
} from '../api/mail-queries.ts';
import { fill, useMailTexts } from '../locales/use-mail-texts.ts';

export type MailFlag = 'read' | 'starred' | 'important';

/** The changes a user makes to mails, each followed by a snackbar saying what happened. */
export function useMailActions() {
  const { texts } = useMailTexts();
  const update = useUpdateMails();
  const setFolder = useSetMailFolder();
  const toggleLabel = useToggleMailLabel();
  const remove = useDeleteMails();

  const report = (promise: Promise<unknown>, message: string) =>
    promise.then(
      () => {
        showMessage({ message, variant: 'success' });
        return true;
      },
      () => {
        showMessage({ message: texts.failed, variant: 'error' });
        return false;
      },
    );

  const folderTitle = (folder: MailFolder) => texts.folderTitles[folder.translate] ?? folder.title;

  return {
    busy: update.isPending || setFolder.isPending || toggleLabel.isPending || remove.isPending,
    setFlag: (mails: Mail[], flag: MailFlag, value: boolean) => {
      const message =
        flag === 'read'
          ? value
            ? texts.done.read
            : texts.done.unread
          : flag === 'starred'
            ? texts.done.starred
            : texts.done.important;
      return report(update.mutateAsync(mails.map((mail) => ({ ...mail, [flag]: value }))), message);
    },
    /** Marks an opened mail read without a snackbar: reading is not a change the user asked for. */
    markOpened: (mail: Mail) => {
      if (!mail.read) update.mutate([{ ...mail, read: true }]);
    },
    moveTo: (ids: string[], folder: MailFolder) =>
      report(
        setFolder.mutateAsync({ selectedMailIds: ids, folderId: folder.id }),
        fill(texts.done.moved, { folder: folderTitle(folder) }),
      ),
    moveToTrash: (ids: string[], folders: MailFolder[]) => {
      const trash = folders.find((folder) => folder.id === MAIL_FOLDER_IDS.trash);
      return trash
        ? report(
            setFolder.mutateAsync({ selectedMailIds: ids, folderId: trash.id }),
            fill(texts.done.moved, { folder: folderTitle(trash) }),
          )
        : Promise.resolve(false);
    },
    toggleLabel: (ids: string[], label: MailLabel) =>
      report(
        toggleLabel.mutateAsync({ selectedMailIds: ids, labelId: label.id }),
        fill(texts.done.labelled, { label: label.title }),
      ),
    deleteForever: (ids: string[]) => report(remove.mutateAsync(ids), texts.done.deleted),
    save: (mail: Mail, message: string) => report(update.mutateAsync([mail]), message),
  };
}
