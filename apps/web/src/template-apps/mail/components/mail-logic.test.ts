import type { Mail } from '@flockbook/mock-api/mail';
import { MAIL_FOLDER_IDS } from '@flockbook/mock-api/mail';
import { describe, expect, it } from 'vitest';
import { mailEn } from '../locales/en.ts';
import { checkDraft, draftFrom, EMPTY_DRAFT, mailFromDraft } from './compose-draft.ts';
import { mailCounts } from './mail-counts.ts';
import { formatFileSize, newMailId, parseRecipients, searchMails } from './mail-format.ts';
import { listKeyOf, mailListPath } from './mail-paths.ts';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';

const mail: Mail = {
  id: 'a1b2c3d4',
  from: { name: 'Tomasz Nowak', email: 'tomasz@vet.example', avatar: '' },
  to: [{ name: 'Grace', email: 'grace@farm.example' }],
  subject: 'Vaccination day',
  message: '<p>Booster on <b>Monday</b></p>',
  time: '2026-11-20T08:00:00.000Z',
  read: false,
  starred: true,
  important: false,
  hasAttachments: false,
  attachments: [],
  labels: [0],
  folder: MAIL_FOLDER_IDS.inbox,
};

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript links, and opens links in a new tab', () => {
    const html = sanitizeHtml(
      '<p onclick="steal()">Hi<script>alert(1)</script><img src="x" onerror="steal()"></p><a href="javascript:alert(1)">x</a><a href="https://a.example">a</a>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(html).toContain(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">',
    );
  });
});

describe('recipients and message text', () => {
  it('reads named and bare addresses and names the wrong ones', () => {
    expect(parseRecipients('Ann <ann@x.org>, bob@y.org; nope')).toEqual({
      people: [
        { name: 'Ann', email: 'ann@x.org' },
        { name: 'bob@y.org', email: 'bob@y.org' },
      ],
      invalid: ['nope'],
    });
  });
});

describe('compose', () => {
  it('needs a recipient to send, not to save a draft', () => {
    expect(checkDraft(EMPTY_DRAFT, mailEn, true).to).toBe(mailEn.composeDialog.toRequired);
    expect(checkDraft(EMPTY_DRAFT, mailEn, false)).toEqual({});
    expect(checkDraft({ ...EMPTY_DRAFT, cc: 'x@' }, mailEn, false).cc).toBe(
      'Not an email address: x@',
    );
  });

  it('stores a sent mail in Sent, read, at the time given, with every recipient', () => {
    const now = new Date('2026-11-24T10:00:00.000Z');
    const sent = mailFromDraft(
      {
        ...EMPTY_DRAFT,
        to: 'a@x.org',
        cc: 'b@x.org',
        subject: ' Hello ',
        message: '<p>Hi <strong>there</strong></p>',
      },
      { id: '00ff00ff', from: mail.from, folder: 'sent', now },
    );
    expect(sent).toMatchObject({
      id: '00ff00ff',
      folder: MAIL_FOLDER_IDS.sent,
      read: true,
      subject: 'Hello',
      time: now.toISOString(),
      message: '<p>Hi <strong>there</strong></p>',
      hasAttachments: false,
    });
    expect(sent.to.map((person) => person.email)).toEqual(['a@x.org', 'b@x.org']);
  });

  it('replies to the sender and forwards with the attachments', () => {
    const reply = draftFrom(mail, 'reply', mailEn);
    expect(reply.to).toBe('Tomasz Nowak <tomasz@vet.example>');
    expect(reply.subject).toBe('Re: Vaccination day');
    expect(draftFrom({ ...mail, subject: 'Re: x' }, 'reply', mailEn).subject).toBe('Re: x');
    expect(reply.message).toBe(
      '<p></p><blockquote><p dir="auto">Booster on <b>Monday</b></p></blockquote>',
    );
    const forward = draftFrom(
      { ...mail, message: '<p onclick="steal()">Hi</p><script>x()</script>' },
      'forward',
      mailEn,
    );
    expect(forward.subject).toBe('Fwd: Vaccination day');
    expect(forward.message).toBe(
      '<p></p><p>---------- Forwarded message from Tomasz Nowak ----------</p><p dir="auto">Hi</p>',
    );
  });

  it('makes ids of two 4-hex-digit chunks that are not taken', () => {
    const values = [0, 0, 0.5, 0.25];
    const id = newMailId(new Set(['00000000']), () => values.shift() ?? 0.1);
    expect(id).toBe('80004000');
  });
});

describe('lists and counts', () => {
  it('searches sender, subject and text', () => {
    expect(searchMails([mail], 'monday')).toHaveLength(1);
    expect(searchMails([mail], 'TOMASZ')).toHaveLength(1);
    expect(searchMails([mail], 'invoice')).toHaveLength(0);
  });

  it('counts unread per folder, and mails per filter and label', () => {
    const folders = [{ id: 0, handle: 'inbox', title: 'Inbox', translate: 'INBOX', icon: 'inbox' }];
    const filters = [
      { id: 0, handle: 'starred', title: 'Starred', translate: 'STARRED', icon: 'star' },
    ];
    const labels = [{ id: 0, handle: 'note', title: 'Note', color: '#000' }];
    const counts = mailCounts(
      [mail, { ...mail, id: 'b', read: true, labels: [] }],
      folders,
      filters,
      labels,
    );
    expect(counts.folders.get('inbox')).toBe(1);
    expect(counts.filters.get('starred')).toBe(2);
    expect(counts.labels.get('note')).toBe(1);
  });

  it('maps routes to lists and back', () => {
    expect(listKeyOf({})).toEqual({ kind: 'folder', handle: 'inbox' });
    expect(listKeyOf({ labelHandle: 'paypal' })).toEqual({ kind: 'label', handle: 'paypal' });
    expect(mailListPath({ kind: 'filter', handle: 'starred' }, 'a1')).toBe(
      '/apps/mail/filter/starred/a1',
    );
    expect(mailListPath({ kind: 'folder', handle: 'sent' })).toBe('/apps/mail/sent');
  });

  it('writes sizes in the reader language', () => {
    expect(formatFileSize(2048, 'en')).toBe('2 kB');
    expect(formatFileSize(512, 'en')).toBe('512 byte');
  });
});
