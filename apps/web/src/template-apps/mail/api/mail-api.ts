import type {
  Mail,
  MailFilter,
  MailFolder,
  MailLabel,
  MailsQuery,
  SetMailFolderRequest,
  ToggleMailLabelRequest,
} from '@flockbook/mock-api/mail';
import { mailPaths } from '@flockbook/mock-api/mail';
import { api } from '../../../lib/api-client.ts';

/** Which mails a list shows: exactly one of the three handles (section 7). */
export type MailListKey = { kind: 'folder' | 'filter' | 'label'; handle: string };

export function mailsQueryOf(key: MailListKey): MailsQuery {
  if (key.kind === 'label') return { labelHandle: key.handle };
  if (key.kind === 'filter') return { filterHandle: key.handle };
  return { folderHandle: key.handle };
}

export const fetchMails = (key: MailListKey, signal?: AbortSignal) =>
  api.get<Mail[]>(mailPaths.mails, { query: mailsQueryOf(key), signal });

export const fetchMail = (mailId: string, signal?: AbortSignal) =>
  api.get<Mail>(mailPaths.mail, { query: { mailId }, signal });

export const fetchMailFolders = (signal?: AbortSignal) =>
  api.get<MailFolder[]>(mailPaths.folders, { signal });

export const fetchMailFilters = (signal?: AbortSignal) =>
  api.get<MailFilter[]>(mailPaths.filters, { signal });

export const fetchMailLabels = (signal?: AbortSignal) =>
  api.get<MailLabel[]>(mailPaths.labels, { signal });

export const updateMail = (mail: Mail) => api.post<Mail>(mailPaths.updateMail, mail);

export const setMailFolder = (body: SetMailFolderRequest) =>
  api.post<Mail[]>(mailPaths.setFolder, body);

export const toggleMailLabel = (body: ToggleMailLabelRequest) =>
  api.post<Mail[]>(mailPaths.toggleLabel, body);

export const deleteMails = (selectedMailIds: string[]) =>
  api.post<string[]>(mailPaths.deleteMails, { selectedMailIds });
