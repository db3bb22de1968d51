import type { Mail, MailAttachment } from '@flockbook/mock-api/mail';
import { MAIL_FOLDER_IDS } from '@flockbook/mock-api/mail';
import type { MailTexts } from '../locales/en.ts';
import { fill } from '../locales/use-mail-texts.ts';
import { parseRecipients } from './mail-format.ts';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';

/** What the compose dialog edits. */
export type ComposeDraft = {
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  /** HTML, as the rich text editor writes it; '' when nothing is written. */
  message: string;
  attachments: MailAttachment[];
};

export const EMPTY_DRAFT: ComposeDraft = {
  to: '',
  cc: '',
  bcc: '',
  subject: '',
  message: '',
  attachments: [],
};

const withPrefix = (prefix: string, subject: string) =>
  subject.toLocaleLowerCase().startsWith(prefix.trim().toLocaleLowerCase())
    ? subject
    : prefix + subject;

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A reply goes to the sender and quotes the message; a forward carries it and its attachments.
 * Both open with an empty paragraph to write in, above the (sanitised) original.
 */
export function draftFrom(mail: Mail, mode: 'reply' | 'forward', texts: MailTexts): ComposeDraft {
  const original = sanitizeHtml(mail.message);
  if (mode === 'reply') {
    return {
      ...EMPTY_DRAFT,
      to: `${mail.from.name} <${mail.from.email}>`,
      subject: withPrefix(texts.replyPrefix, mail.subject),
      message: `<p></p><blockquote>${original}</blockquote>`,
    };
  }
  const header = fill(texts.forwardedHeader, { name: mail.from.name });
  return {
    ...EMPTY_DRAFT,
    subject: withPrefix(texts.forwardPrefix, mail.subject),
    message: `<p></p><p>---------- ${escapeText(header)} ----------</p>${original}`,
    attachments: mail.attachments,
  };
}

export type DraftProblems = Partial<Record<'to' | 'cc' | 'bcc', string>>;

/** Sending needs at least one recipient, and every address must be one. */
export function checkDraft(draft: ComposeDraft, texts: MailTexts, sending: boolean): DraftProblems {
  const problems: DraftProblems = {};
  for (const field of ['to', 'cc', 'bcc'] as const) {
    const { invalid } = parseRecipients(draft[field]);
    if (invalid[0] !== undefined)
      problems[field] = fill(texts.composeDialog.badAddress, { address: invalid[0] });
  }
  if (sending && !problems.to && parseRecipients(draft.to).people.length === 0) {
    problems.to = texts.composeDialog.toRequired;
  }
  return problems;
}

/**
 * The mail stored by `update-mail` (the mock's documented compose): Sent or Drafts, read, now.
 * The Mail entity has one recipient list, so Cc and Bcc recipients are listed in it too.
 */
export function mailFromDraft(
  draft: ComposeDraft,
  options: { id: string; from: Mail['from']; folder: 'sent' | 'drafts'; now: Date },
): Mail {
  const recipients = [draft.to, draft.cc, draft.bcc].flatMap(
    (text) => parseRecipients(text).people,
  );
  return {
    id: options.id,
    from: options.from,
    to: recipients,
    subject: draft.subject.trim(),
    message: draft.message,
    time: options.now.toISOString(),
    read: true,
    starred: false,
    important: false,
    hasAttachments: draft.attachments.length > 0,
    attachments: draft.attachments,
    labels: [],
    folder: MAIL_FOLDER_IDS[options.folder],
  };
}

/** Reads a chosen file into an attachment (`data:` URLs: the mock keeps everything in memory). */
export function readAttachment(file: File): Promise<MailAttachment> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.onload = () => {
      const url = String(reader.result);
      resolve({
        type: file.type || 'application/octet-stream',
        fileName: file.name,
        preview: file.type.startsWith('image/') ? url : filePreview(file.name),
        url,
        size: file.size,
      });
    };
    reader.readAsDataURL(file);
  });
}

/** A plain thumbnail naming the file's extension. */
function filePreview(fileName: string): string {
  const extension = (/\.([a-z0-9]{1,5})$/i.exec(fileName)?.[1] ?? 'file').toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="110"><rect width="160" height="110" fill="#eceff1"/><text x="80" y="64" font-family="sans-serif" font-size="24" text-anchor="middle" fill="#546e7a">${extension}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
