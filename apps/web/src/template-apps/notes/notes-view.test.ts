import type { Note, NoteLabel } from '@flockbook/mock-api/notes';
import { describe, expect, it } from 'vitest';
import {
  addChecklistItem,
  isBlankNote,
  labelHandle,
  labelPath,
  notesOfView,
  notesView,
  notesViewPath,
} from './notes-view.ts';
import { fromDateTimeInput, toDateTimeInput } from '../../lib/date-input.ts';
import { nextId } from '../../lib/list-ids.ts';

const labels: NoteLabel[] = [
  { id: 'l1', name: 'Work', handle: 'work' },
  { id: 'l2', name: 'Family', handle: 'family' },
];
const note = (id: string, extra: Partial<Note> = {}): Note => ({
  id,
  title: id,
  description: '',
  archive: false,
  image: null,
  time: '2026-01-01T00:00:00.000Z',
  reminder: null,
  checklist: [],
  labels: [],
  ...extra,
});
const notes = [
  note('plain', { description: 'Vaccination on day 14' }),
  note('reminded', { reminder: '2026-02-01T08:00:00.000Z', labels: ['l1'] }),
  note('archived', { archive: true, labels: ['l1'] }),
  note('listed', { checklist: [{ id: 'a', checked: false, text: 'Buy litter' }] }),
];
const ids = (list: Note[]) => list.map((item) => item.id);

describe('notes routes', () => {
  it('maps the optional segments to the notes, reminders, archive and label views', () => {
    expect(notesView({}, labels)).toEqual({ kind: 'notes' });
    expect(notesView({ id: 'reminders' }, labels)).toEqual({ kind: 'reminders' });
    expect(notesView({ id: 'archive' }, labels)).toEqual({ kind: 'archive' });
    expect(notesView({ id: 'labels', labelHandle: 'work', labelId: 'l1' }, labels)).toEqual({
      kind: 'label',
      label: labels[0],
    });
    expect(notesView({ id: 'labels', labelHandle: 'family' }, labels)).toMatchObject({
      label: { id: 'l2' },
    });
    expect(notesView({ id: 'labels', labelHandle: 'nope', labelId: 'x' }, labels).kind).toBe(
      'unknown',
    );
    expect(notesView({ id: 'labels' }, labels).kind).toBe('unknown');
    expect(notesView({ id: 'archive', labelHandle: 'x' }, labels).kind).toBe('unknown');
    expect(notesView({ id: 'other' }, labels).kind).toBe('unknown');
  });

  it('builds the path of each view', () => {
    expect(notesViewPath({ kind: 'notes' })).toBe('/apps/notes');
    expect(notesViewPath({ kind: 'archive' })).toBe('/apps/notes/archive');
    expect(labelPath(labels[1] as NoteLabel)).toBe('/apps/notes/labels/family/l2');
  });
});

describe('notes of a view', () => {
  it('keeps archived notes in the archive only', () => {
    expect(ids(notesOfView(notes, { kind: 'notes' }, ''))).toEqual(['plain', 'reminded', 'listed']);
    expect(ids(notesOfView(notes, { kind: 'archive' }, ''))).toEqual(['archived']);
    expect(ids(notesOfView(notes, { kind: 'reminders' }, ''))).toEqual(['reminded']);
    expect(ids(notesOfView(notes, { kind: 'label', label: labels[0] as NoteLabel }, ''))).toEqual([
      'reminded',
    ]);
  });

  it('searches title, text and list items', () => {
    expect(ids(notesOfView(notes, { kind: 'notes' }, 'VACCINATION'))).toEqual(['plain']);
    expect(ids(notesOfView(notes, { kind: 'notes' }, 'litter'))).toEqual(['listed']);
    expect(notesOfView(notes, { kind: 'notes' }, 'litter vaccination')).toEqual([]);
  });
});

describe('note editing helpers', () => {
  it('adds trimmed checklist items with fresh ids and ignores blank ones', () => {
    const one = addChecklistItem([], '  Fill drinkers ');
    expect(one).toEqual([{ id: 'item-1', checked: false, text: 'Fill drinkers' }]);
    expect(addChecklistItem(one, '   ')).toEqual(one);
    const two = addChecklistItem([{ id: 'item-2', checked: true, text: 'x' }], 'y');
    expect(two[1]?.id).toBe('item-3');
    expect(nextId([{ id: 'label-1' }], 'label')).toBe('label-2');
  });

  it('makes unique handles from label names', () => {
    expect(labelHandle('Vet Visits', [])).toBe('vet-visits');
    expect(labelHandle('Çiftlik işleri', [])).toBe('ciftlik-isleri');
    expect(labelHandle('Work', ['work'])).toBe('work-2');
    expect(labelHandle('عمل', [])).toBe('label');
  });

  it('tells a blank note and converts reminder times both ways', () => {
    expect(isBlankNote(note('x', { title: ' ' }))).toBe(true);
    expect(isBlankNote(note('x', { title: '', image: 'data:,' }))).toBe(false);
    const iso = '2026-03-04T05:06:00.000Z';
    expect(fromDateTimeInput(toDateTimeInput(iso))).toBe(iso);
    expect(toDateTimeInput(null)).toBe('');
    expect(fromDateTimeInput('')).toBeNull();
  });
});
