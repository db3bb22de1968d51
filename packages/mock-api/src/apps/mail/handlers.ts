import type { HttpHandler } from 'msw';
import {
  findAllById,
  findByHandle,
  findById,
  findByNumber,
  unique,
} from '../../platform/records.ts';
import { getCall, noQuery, notFound, postCall } from '../../platform/respond.ts';
import {
  deleteMailsRequestSchema,
  MAIL_FILTER_FLAGS,
  mailPaths,
  mailQuerySchema,
  mailSchema,
  mailsQuerySchema,
  setMailFolderRequestSchema,
  toggleMailLabelRequestSchema,
} from './contract.ts';
import type {
  DeleteMailsRequest,
  Mail,
  MailFilter,
  MailFolder,
  MailLabel,
  MailsQuery,
  SetMailFolderRequest,
  ToggleMailLabelRequest,
} from './contract.ts';
import { mailFilters, mailFolders, mailLabels, mailSampleData } from './sample-data.ts';

export type MailState = {
  mails: Mail[];
  folders: MailFolder[];
  filters: MailFilter[];
  labels: MailLabel[];
};

export function createMailState(today = new Date()): MailState {
  return structuredClone({
    mails: mailSampleData(today),
    folders: mailFolders,
    filters: mailFilters,
    labels: mailLabels,
  });
}

/**
 * The mails a list shows: with `labelHandle`, those carrying that label; else with
 * `filterHandle`, those whose flag of that name is true; else those in `folderHandle` (inbox).
 */
export function listMails(state: MailState, query: MailsQuery): Mail[] {
  if (query.labelHandle !== undefined) {
    const label = findByHandle(state.labels, query.labelHandle, 'mail label');
    return state.mails.filter((mail) => mail.labels.includes(label.id));
  }
  if (query.filterHandle !== undefined) {
    const filter = findByHandle(state.filters, query.filterHandle, 'mail filter');
    const flag = MAIL_FILTER_FLAGS.find((name) => name === filter.handle);
    if (!flag) throw notFound(`Mails have no flag '${filter.handle}'.`);
    return state.mails.filter((mail) => mail[flag]);
  }
  const folder = findByHandle(state.folders, query.folderHandle ?? 'inbox', 'mail folder');
  return state.mails.filter((mail) => mail.folder === folder.id);
}

/**
 * Replaces the mail with the same id. A mail with a new id is added first: that is how the
 * compose dialog stores a sent mail (folder 1, Sent) or a draft (folder 2, Drafts).
 */
export function updateMail(state: MailState, mail: Mail): Mail {
  findByNumber(state.folders, mail.folder, 'mail folder');
  for (const labelId of mail.labels) findByNumber(state.labels, labelId, 'mail label');
  const stored: Mail = {
    ...mail,
    labels: unique(mail.labels),
    hasAttachments: mail.attachments.length > 0,
  };
  const index = state.mails.findIndex((item) => item.id === mail.id);
  if (index === -1) state.mails.unshift(stored);
  else state.mails[index] = stored;
  return stored;
}

/** Moves the selected mails into the folder; answers them. */
export function setMailFolder(state: MailState, request: SetMailFolderRequest): Mail[] {
  const folder = findByNumber(state.folders, request.folderId, 'mail folder');
  const mails = findAllById(state.mails, unique(request.selectedMailIds), 'mail');
  for (const mail of mails) mail.folder = folder.id;
  return mails;
}

/** On each selected mail, adds the label when it is absent and removes it when present. */
export function toggleMailLabel(state: MailState, request: ToggleMailLabelRequest): Mail[] {
  const label = findByNumber(state.labels, request.labelId, 'mail label');
  const mails = findAllById(state.mails, unique(request.selectedMailIds), 'mail');
  for (const mail of mails) {
    mail.labels = mail.labels.includes(label.id)
      ? mail.labels.filter((id) => id !== label.id)
      : [...mail.labels, label.id];
  }
  return mails;
}

/** Deletes the selected mails for good; answers their ids. */
export function deleteMails(state: MailState, request: DeleteMailsRequest): string[] {
  const ids = unique(request.selectedMailIds);
  findAllById(state.mails, ids, 'mail');
  state.mails = state.mails.filter((mail) => !ids.includes(mail.id));
  return ids;
}

export function createHandlers(state = createMailState()): HttpHandler[] {
  return [
    getCall(mailPaths.mail, mailQuerySchema, ({ mailId }) => findById(state.mails, mailId, 'mail')),
    getCall(mailPaths.mails, mailsQuerySchema, (query) => listMails(state, query)),
    postCall(mailPaths.updateMail, mailSchema, (mail) => updateMail(state, mail)),
    postCall(mailPaths.setFolder, setMailFolderRequestSchema, (request) =>
      setMailFolder(state, request),
    ),
    postCall(mailPaths.toggleLabel, toggleMailLabelRequestSchema, (request) =>
      toggleMailLabel(state, request),
    ),
    postCall(mailPaths.deleteMails, deleteMailsRequestSchema, (request) =>
      deleteMails(state, request),
    ),
    getCall(mailPaths.filters, noQuery, () => state.filters),
    getCall(mailPaths.labels, noQuery, () => state.labels),
    getCall(mailPaths.folders, noQuery, () => state.folders),
  ];
}
