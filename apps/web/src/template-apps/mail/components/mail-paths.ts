import type { MailListKey } from '../api/mail-api.ts';

export const MAIL_BASE = '/apps/mail';

/** The url of a list, and of a mail opened in it. */
export function mailListPath(key: MailListKey, mailId?: string): string {
  const list =
    key.kind === 'folder'
      ? `${MAIL_BASE}/${encodeURIComponent(key.handle)}`
      : `${MAIL_BASE}/${key.kind}/${encodeURIComponent(key.handle)}`;
  return mailId === undefined ? list : `${list}/${encodeURIComponent(mailId)}`;
}

/** The list a route's parameters name; a folder route defaults to the inbox. */
export function listKeyOf(params: {
  folderHandle?: string | undefined;
  labelHandle?: string | undefined;
  filterHandle?: string | undefined;
}): MailListKey {
  if (params.labelHandle) return { kind: 'label', handle: params.labelHandle };
  if (params.filterHandle) return { kind: 'filter', handle: params.filterHandle };
  return { kind: 'folder', handle: params.folderHandle ?? 'inbox' };
}
