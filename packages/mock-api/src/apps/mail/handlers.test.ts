import { beforeEach, describe, expect, it } from 'vitest';
import { mockProblemSchema } from '../../platform/problem.ts';
import { callerOf } from '../../testing/call.ts';
import { required } from '../../testing/required.ts';
import {
  MAIL_FOLDER_IDS,
  MAIL_LABEL_IDS,
  mailFolderSchema,
  mailIdsSchema,
  mailLabelSchema,
  mailListSchema,
  mailPaths,
  mailSchema,
} from './contract.ts';
import type { Mail } from './contract.ts';
import { createHandlers, createMailState } from './handlers.ts';
import { mailOwner } from './sample-data.ts';

const today = new Date();
let call = callerOf(createHandlers());
let sample: Mail[] = [];
beforeEach(() => {
  const state = createMailState(today);
  sample = structuredClone(state.mails);
  call = callerOf(createHandlers(state));
});

const mails = (query = '') => call.get(`${mailPaths.mails}${query}`, mailListSchema);
const getMail = (id: string) => call.get(`${mailPaths.mail}?mailId=${id}`, mailSchema);
const ids = (list: Mail[]) => list.map((mail) => mail.id);

async function expectProblem(path: string, status: number, body?: unknown): Promise<void> {
  const answer = await call.raw(path, body === undefined ? undefined : { body });
  expect(answer.status).toBe(status);
  expect(mockProblemSchema.parse(answer.body).status).toBe(status);
}

describe('mail folders, filters and labels', () => {
  it('answers the five folders, two filters and four labels of the specification', async () => {
    const folders = await call.get(mailPaths.folders, mailFolderSchema.array());
    const filters = await call.get(mailPaths.filters, mailFolderSchema.array());
    const labels = await call.get(mailPaths.labels, mailLabelSchema.array());

    expect(folders.map(({ id, handle }) => [id, handle])).toEqual([
      [0, 'inbox'],
      [1, 'sent'],
      [2, 'drafts'],
      [3, 'spam'],
      [4, 'trash'],
    ]);
    expect(filters.map(({ id, handle }) => [id, handle])).toEqual([
      [0, 'starred'],
      [1, 'important'],
    ]);
    expect(labels.map(({ id, handle }) => [id, handle])).toEqual([
      [0, 'note'],
      [1, 'paypal'],
      [2, 'invoice'],
      [3, 'amazon'],
    ]);
    for (const label of labels) expect(label.color).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('mail sample data', () => {
  it('fills every folder and label with well-formed, recent mails', () => {
    expect(new Set(ids(sample)).size).toBe(sample.length);
    for (const folder of Object.values(MAIL_FOLDER_IDS)) {
      expect(sample.some((mail) => mail.folder === folder)).toBe(true);
    }
    for (const label of Object.values(MAIL_LABEL_IDS)) {
      expect(sample.some((mail) => mail.labels.includes(label))).toBe(true);
    }
    for (const flag of ['read', 'starred', 'important'] as const) {
      expect(sample.some((mail) => mail[flag])).toBe(true);
      expect(sample.some((mail) => !mail[flag])).toBe(true);
    }
    const twoWeeks = 14 * 24 * 60 * 60 * 1000;
    for (const mail of sample) {
      const age = today.getTime() - Date.parse(mail.time);
      expect(age).toBeLessThan(twoWeeks);
      expect(age).toBeGreaterThanOrEqual(0);
      expect(mail.message).toMatch(/^<p>/);
      if (mail.folder === MAIL_FOLDER_IDS.sent) expect(mail.from.email).toBe(mailOwner.email);
    }
  });

  it('has attachments with offline previews and files whose size is right', () => {
    const attachments = sample.flatMap((mail) => mail.attachments);
    expect(attachments.length).toBeGreaterThanOrEqual(4);
    for (const mail of sample) expect(mail.hasAttachments).toBe(mail.attachments.length > 0);
    for (const file of attachments) {
      expect(file.preview).toMatch(/^data:image\/svg\+xml;/);
      expect(file.url.startsWith(`data:${file.type};`)).toBe(true);
      const content = decodeURIComponent(file.url.slice(file.url.indexOf(',') + 1));
      expect(file.size).toBe(new TextEncoder().encode(content).length);
    }
    expect(new Set(attachments.map((file) => file.type)).size).toBeGreaterThanOrEqual(3);
  });
});

describe('GET mails and mail', () => {
  it('answers the inbox by default and any folder by its handle', async () => {
    const inbox = sample.filter((mail) => mail.folder === MAIL_FOLDER_IDS.inbox);
    expect(await mails()).toEqual(inbox);
    expect(await mails('?folderHandle=inbox')).toEqual(inbox);
    expect(await mails('?folderHandle=sent')).toEqual(
      sample.filter((mail) => mail.folder === MAIL_FOLDER_IDS.sent),
    );
  });

  it('matches a label handle to the mails carrying it, in every folder', async () => {
    const invoices = await mails('?labelHandle=invoice&folderHandle=sent');

    expect(invoices).toEqual(sample.filter((mail) => mail.labels.includes(MAIL_LABEL_IDS.invoice)));
    expect(new Set(invoices.map((mail) => mail.folder)).size).toBeGreaterThan(1);
  });

  it('matches a filter handle to the mails whose flag of that name is true', async () => {
    expect(await mails('?filterHandle=starred')).toEqual(sample.filter((mail) => mail.starred));
    expect(await mails('?filterHandle=important&folderHandle=trash')).toEqual(
      sample.filter((mail) => mail.important),
    );
  });

  it('answers one mail by id and 404 for unknown ids and handles', async () => {
    const first = required(sample[0]);
    expect(await getMail(first.id)).toEqual(first);
    await expectProblem(`${mailPaths.mail}?mailId=ffffffff`, 404);
    await expectProblem(mailPaths.mail, 400);
    await expectProblem(`${mailPaths.mails}?folderHandle=archive`, 404);
    await expectProblem(`${mailPaths.mails}?labelHandle=urgent`, 404);
    await expectProblem(`${mailPaths.mails}?filterHandle=read`, 404);
  });
});

describe('POST update-mail', () => {
  it('replaces the whole mail by id', async () => {
    const unread = required(sample.find((mail) => !mail.read && !mail.starred));
    const changed: Mail = { ...unread, read: true, starred: true };

    expect(await call.post(mailPaths.updateMail, changed, mailSchema)).toEqual(changed);

    expect(await getMail(unread.id)).toEqual(changed);
    expect(ids(await mails('?filterHandle=starred'))).toContain(unread.id);
  });

  it('stores a composed mail with a new id first in Sent', async () => {
    const composed: Mail = {
      id: 'compose-1',
      from: { ...mailOwner, avatar: '' },
      to: [{ name: 'Tomasz Nowak', email: 'tomasz.nowak@vetcare.example' }],
      subject: 'Mortality this week',
      message: '<p>Hi Tomasz, 14 birds last night in House 2.</p>',
      time: new Date().toISOString(),
      read: true,
      starred: false,
      important: false,
      hasAttachments: true,
      attachments: [],
      labels: [MAIL_LABEL_IDS.note, MAIL_LABEL_IDS.note],
      folder: MAIL_FOLDER_IDS.sent,
    };

    const stored = await call.post(mailPaths.updateMail, composed, mailSchema);

    expect(stored).toEqual({ ...composed, hasAttachments: false, labels: [MAIL_LABEL_IDS.note] });
    const sent = await mails('?folderHandle=sent');
    expect(sent[0]).toEqual(stored);
    expect(sent).toHaveLength(sample.filter((mail) => mail.folder === 1).length + 1);
  });

  it('refuses an incomplete mail and unknown folders or labels, changing nothing', async () => {
    const first = required(sample[0]);
    await expectProblem(mailPaths.updateMail, 400, { ...first, subject: undefined });
    await expectProblem(mailPaths.updateMail, 404, { ...first, folder: 9, read: !first.read });
    await expectProblem(mailPaths.updateMail, 404, { ...first, labels: [7], read: !first.read });

    expect(await getMail(first.id)).toEqual(first);
  });
});

describe('POST set-folder', () => {
  it('moves the selected mails: they leave the inbox and show in Trash', async () => {
    const [a, b] = sample.filter((mail) => mail.folder === MAIL_FOLDER_IDS.inbox);
    const selectedMailIds = [required(a).id, required(b).id];

    const moved = await call.post(
      mailPaths.setFolder,
      { selectedMailIds, folderId: MAIL_FOLDER_IDS.trash },
      mailListSchema,
    );

    expect(ids(moved)).toEqual(selectedMailIds);
    expect(moved.every((mail) => mail.folder === MAIL_FOLDER_IDS.trash)).toBe(true);
    expect(ids(await mails())).not.toContain(selectedMailIds[0]);
    expect(ids(await mails('?folderHandle=trash'))).toEqual(
      expect.arrayContaining(selectedMailIds),
    );
  });

  it('moves nothing when a folder or one of the mails is unknown', async () => {
    const first = required(sample[0]);
    await expectProblem(mailPaths.setFolder, 404, { selectedMailIds: [first.id], folderId: 5 });
    await expectProblem(mailPaths.setFolder, 404, {
      selectedMailIds: [first.id, 'ffffffff'],
      folderId: MAIL_FOLDER_IDS.spam,
    });
    await expectProblem(mailPaths.setFolder, 400, { selectedMailIds: [], folderId: 3 });

    expect(await getMail(first.id)).toEqual(first);
  });
});

describe('POST toggle-label', () => {
  it('adds the label where absent, removes it where present, and twice restores the mails', async () => {
    const carrying = required(sample.find((mail) => mail.labels.includes(MAIL_LABEL_IDS.note)));
    const lacking = required(sample.find((mail) => !mail.labels.includes(MAIL_LABEL_IDS.note)));
    const request = { selectedMailIds: [carrying.id, lacking.id], labelId: MAIL_LABEL_IDS.note };

    const toggled = await call.post(mailPaths.toggleLabel, request, mailListSchema);

    expect(toggled[0]?.labels).not.toContain(MAIL_LABEL_IDS.note);
    expect(toggled[1]?.labels).toContain(MAIL_LABEL_IDS.note);
    const noted = ids(await mails('?labelHandle=note'));
    expect(noted).toContain(lacking.id);
    expect(noted).not.toContain(carrying.id);

    await call.post(mailPaths.toggleLabel, request, mailListSchema);

    expect(await getMail(carrying.id)).toEqual(carrying);
    expect(await getMail(lacking.id)).toEqual(lacking);
  });

  it('refuses an unknown label', async () => {
    const first = required(sample[0]);
    await expectProblem(mailPaths.toggleLabel, 404, { selectedMailIds: [first.id], labelId: 4 });
    expect(await getMail(first.id)).toEqual(first);
  });
});

describe('POST delete-mails', () => {
  it('deletes the selected mails for good', async () => {
    const trash = sample.filter((mail) => mail.folder === MAIL_FOLDER_IDS.trash);

    const deleted = await call.post(
      mailPaths.deleteMails,
      { selectedMailIds: ids(trash) },
      mailIdsSchema,
    );

    expect(deleted).toEqual(ids(trash));
    expect(await mails('?folderHandle=trash')).toEqual([]);
    await expectProblem(`${mailPaths.mail}?mailId=${required(trash[0]).id}`, 404);
    expect((await mails()).length).toBe(sample.filter((mail) => mail.folder === 0).length);
  });

  it('deletes nothing when one of the mails is unknown', async () => {
    const first = required(sample[0]);
    await expectProblem(mailPaths.deleteMails, 404, { selectedMailIds: [first.id, 'nope'] });
    expect(await getMail(first.id)).toEqual(first);
  });
});
