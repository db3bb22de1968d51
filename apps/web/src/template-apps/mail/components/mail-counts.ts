import type { Mail, MailFilter, MailFolder, MailLabel } from '@flockbook/mock-api/mail';

/** Sidebar counts: unread mails per folder, and every mail per filter and per label. */
export function mailCounts(
  mails: readonly Mail[],
  folders: readonly MailFolder[],
  filters: readonly MailFilter[],
  labels: readonly MailLabel[],
) {
  const flag = (mail: Mail, handle: string) =>
    handle === 'starred' ? mail.starred : handle === 'important' ? mail.important : false;
  return {
    folders: new Map(
      folders.map((folder) => [
        folder.handle,
        mails.filter((mail) => mail.folder === folder.id && !mail.read).length,
      ]),
    ),
    filters: new Map(
      filters.map((filter) => [
        filter.handle,
        mails.filter((mail) => flag(mail, filter.handle)).length,
      ]),
    ),
    labels: new Map(
      labels.map((label) => [
        label.handle,
        mails.filter((mail) => mail.labels.includes(label.id)).length,
      ]),
    ),
  };
}
