import { z } from 'zod';
import { MOCK_APP_PREFIXES } from '../../app-prefixes.ts';

const base = MOCK_APP_PREFIXES.mail;

/** Paths of the mail calls (section 7). */
export const mailPaths = {
  mail: `${base}/mail`,
  mails: `${base}/mails`,
  updateMail: `${base}/update-mail`,
  setFolder: `${base}/set-folder`,
  toggleLabel: `${base}/toggle-label`,
  deleteMails: `${base}/delete-mails`,
  filters: `${base}/filters`,
  labels: `${base}/labels`,
  folders: `${base}/folders`,
} as const;

/** Folder ids fixed by the specification (section 9). */
export const MAIL_FOLDER_IDS = { inbox: 0, sent: 1, drafts: 2, spam: 3, trash: 4 } as const;
/** Label ids fixed by the specification (section 9). */
export const MAIL_LABEL_IDS = { note: 0, paypal: 1, invoice: 2, amazon: 3 } as const;
/** The mail flags a filter can select: filter handle = flag name (section 7). */
export const MAIL_FILTER_FLAGS = ['starred', 'important'] as const;
export type MailFilterFlag = (typeof MAIL_FILTER_FLAGS)[number];

/** A sidebar folder or filter: `translate` is the i18n key of its title, `icon` a Material icon name. */
export const mailFolderSchema = z.object({
  id: z.number().int(),
  handle: z.string(),
  title: z.string(),
  translate: z.string(),
  icon: z.string(),
});
export type MailFolder = z.infer<typeof mailFolderSchema>;
export const mailFilterSchema = mailFolderSchema;
export type MailFilter = MailFolder;

/** A label; `color` is a CSS colour. */
export const mailLabelSchema = z.object({
  id: z.number().int(),
  handle: z.string(),
  title: z.string(),
  color: z.string(),
});
export type MailLabel = z.infer<typeof mailLabelSchema>;

export const mailPersonSchema = z.object({ name: z.string(), email: z.string() });
export type MailPerson = z.infer<typeof mailPersonSchema>;

/**
 * A file attached to a mail. `type` is its media type, `preview` an image URL of a thumbnail and
 * `url` the file itself (both `data:` URLs in the sample data, so they work offline), `size` in bytes.
 */
export const mailAttachmentSchema = z.object({
  type: z.string(),
  fileName: z.string(),
  preview: z.string(),
  url: z.string(),
  size: z.number().int().nonnegative(),
});
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

/**
 * A mail. `message` is HTML: sanitise it (DOMPurify) before showing it. `time` is an ISO 8601
 * date-time the screen displays in the reader's language. `labels` are label ids, `folder` a
 * folder id.
 */
export const mailSchema = z.object({
  id: z.string().min(1),
  from: mailPersonSchema.extend({ avatar: z.string() }),
  to: z.array(mailPersonSchema),
  subject: z.string(),
  message: z.string(),
  time: z.iso.datetime({ offset: true }),
  read: z.boolean(),
  starred: z.boolean(),
  important: z.boolean(),
  hasAttachments: z.boolean(),
  attachments: z.array(mailAttachmentSchema),
  labels: z.array(z.number().int()),
  folder: z.number().int(),
});
export type Mail = z.infer<typeof mailSchema>;

export const mailListSchema = z.array(mailSchema);

/** Query of `GET mail`. */
export const mailQuerySchema = z.object({ mailId: z.string().min(1) });
export type MailQuery = z.infer<typeof mailQuerySchema>;

/**
 * Query of `GET mails`: `labelHandle`, else `filterHandle`, else `folderHandle` (default
 * `inbox`) chooses the mails. An unknown handle answers 404.
 */
export const mailsQuerySchema = z.object({
  labelHandle: z.string().min(1).optional(),
  filterHandle: z.string().min(1).optional(),
  folderHandle: z.string().min(1).optional(),
});
export type MailsQuery = z.infer<typeof mailsQuerySchema>;

const selectedMailIds = z.array(z.string()).min(1);

/** Body of `POST set-folder`; answers the moved mails. */
export const setMailFolderRequestSchema = z.object({
  selectedMailIds,
  folderId: z.number().int(),
});
export type SetMailFolderRequest = z.infer<typeof setMailFolderRequestSchema>;

/** Body of `POST toggle-label`; answers the changed mails. */
export const toggleMailLabelRequestSchema = z.object({
  selectedMailIds,
  labelId: z.number().int(),
});
export type ToggleMailLabelRequest = z.infer<typeof toggleMailLabelRequestSchema>;

/** Body of `POST delete-mails`; answers the ids of the deleted mails. */
export const deleteMailsRequestSchema = z.object({ selectedMailIds });
export type DeleteMailsRequest = z.infer<typeof deleteMailsRequestSchema>;

export const mailIdsSchema = z.array(z.string());
