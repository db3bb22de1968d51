import { beforeEach, describe, expect, it } from 'vitest';
import { mockProblemSchema } from '../../platform/problem.ts';
import { callerOf } from '../../testing/call.ts';
import { required } from '../../testing/required.ts';
import {
  NOTE_LABEL_HANDLES,
  noteLabelListSchema,
  noteListSchema,
  noteSchema,
  notesPaths,
} from './contract.ts';
import type { NewNote, Note } from './contract.ts';
import { createHandlers, createNotesState } from './handlers.ts';
import { noteLabels } from './sample-data.ts';

let call = callerOf(createHandlers());
let sample: Note[] = [];
beforeEach(() => {
  const state = createNotesState();
  sample = structuredClone(state.notes);
  call = callerOf(createHandlers(state));
});

const notes = () => call.get(notesPaths.notes, noteListSchema);
const labels = () => call.get(notesPaths.labels, noteLabelListSchema);

async function expectProblem(path: string, status: number, body: unknown): Promise<void> {
  const answer = await call.raw(path, { body });
  expect(answer.status).toBe(status);
  expect(mockProblemSchema.parse(answer.body).status).toBe(status);
}

describe('GET notes and labels', () => {
  it('answers the six labels of the specification', async () => {
    expect((await labels()).map((label) => label.handle)).toEqual([...NOTE_LABEL_HANDLES]);
  });

  it('answers notes with checklists, offline images, reminders and an archive', async () => {
    const all = await notes();

    expect(all).toEqual(sample);
    expect(new Set(all.map((note) => note.id)).size).toBe(all.length);
    expect(all.some((note) => note.checklist.length > 0)).toBe(true);
    expect(all.some((note) => note.reminder !== null)).toBe(true);
    expect(all.some((note) => note.archive)).toBe(true);
    const images = all.flatMap((note) => (note.image === null ? [] : [note.image]));
    expect(images.length).toBeGreaterThanOrEqual(2);
    for (const image of images) expect(image).toMatch(/^data:image\/svg\+xml;/);
    const known = new Set(noteLabels.map((label) => label.id));
    for (const id of all.flatMap((note) => note.labels)) expect(known.has(id)).toBe(true);
  });
});

describe('POST create-note', () => {
  it('creates the note with a new id, places it first and answers it', async () => {
    const draft: NewNote = {
      title: 'Litter check',
      checklist: [{ id: 'c1', checked: false, text: 'House 2 east door' }],
      labels: [required(noteLabels[1]).id],
    };
    const before = Date.now();

    const created = await call.post(notesPaths.createNote, { note: draft }, noteSchema);

    expect(created).toMatchObject({ ...draft, description: '', archive: false, image: null });
    expect(created.reminder).toBeNull();
    expect(Date.parse(created.time)).toBeGreaterThanOrEqual(before - 1000);
    expect(sample.map((note) => note.id)).not.toContain(created.id);
    const all = await notes();
    expect(all[0]).toEqual(created);
    expect(all).toHaveLength(sample.length + 1);
  });

  it('gives every note its own id even when the body brings one', async () => {
    const taken = required(sample[0]).id;
    const first = await call.post(notesPaths.createNote, { note: { id: taken } }, noteSchema);
    const second = await call.post(notesPaths.createNote, { note: {} }, noteSchema);

    expect(new Set([taken, first.id, second.id]).size).toBe(3);
  });

  it('refuses an unknown label or a bad reminder', async () => {
    await expectProblem(notesPaths.createNote, 404, { note: { labels: ['ffffffff'] } });
    await expectProblem(notesPaths.createNote, 400, { note: { reminder: 'tomorrow' } });
    expect(await notes()).toEqual(sample);
  });
});

describe('POST update-note', () => {
  it('replaces the whole note by id: archive it, tick its checklist', async () => {
    const target = required(sample.find((note) => !note.archive && note.checklist.length > 0));
    const changed: Note = {
      ...target,
      archive: true,
      checklist: target.checklist.map((item) => ({ ...item, checked: true })),
    };

    expect(await call.post(notesPaths.updateNote, { note: changed }, noteSchema)).toEqual(changed);

    const all = await notes();
    expect(all.find((note) => note.id === target.id)).toEqual(changed);
    expect(all.map((note) => note.id)).toEqual(sample.map((note) => note.id));
  });

  it('answers 404 for an unknown note', async () => {
    await expectProblem(notesPaths.updateNote, 404, { note: { ...sample[0], id: 'ffffffff' } });
  });
});

describe('POST update-labels', () => {
  it('replaces the whole list, and notes drop labels that are gone', async () => {
    const [family, work] = noteLabels;
    const renamed = { ...required(work), name: 'Farm work' };
    const added = { id: 'f1f1f1f1', name: 'Vet', handle: 'vet' };
    const next = [required(family), renamed, added];

    expect(await call.post(notesPaths.updateLabels, { labels: next }, noteLabelListSchema)).toEqual(
      next,
    );

    expect(await labels()).toEqual(next);
    const kept = new Set(next.map((label) => label.id));
    const all = await notes();
    for (const note of all) for (const id of note.labels) expect(kept.has(id)).toBe(true);
    const workNotes = sample.filter((note) => note.labels.includes(renamed.id)).length;
    expect(all.filter((note) => note.labels.includes(renamed.id))).toHaveLength(workNotes);
  });

  it('refuses two labels with the same handle', async () => {
    const twice = [required(noteLabels[0]), { ...required(noteLabels[0]), id: 'other' }];
    await expectProblem(notesPaths.updateLabels, 400, { labels: twice });
    expect(await labels()).toEqual(noteLabels);
  });
});

describe('POST remove-note', () => {
  it('removes the note and answers the remaining notes', async () => {
    const target = required(sample[2]);

    const remaining = await call.post(notesPaths.removeNote, { noteId: target.id }, noteListSchema);

    expect(remaining).toEqual(sample.filter((note) => note.id !== target.id));
    expect(await notes()).toEqual(remaining);
    await expectProblem(notesPaths.removeNote, 404, { noteId: target.id });
  });
});
