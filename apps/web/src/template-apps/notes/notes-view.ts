import type { ChecklistItem, Note, NoteLabel } from '@flockbook/mock-api/notes';
import { nextId } from '../../lib/list-ids.ts';

export const NOTES_BASE = '/apps/notes';

/**
 * How `/apps/notes/{id?}/{labelHandle?}/{labelId?}` maps to a view:
 * - `/apps/notes`: the notes not archived;
 * - `/apps/notes/reminders`: those with a reminder, not archived;
 * - `/apps/notes/archive`: the archived notes;
 * - `/apps/notes/labels/{labelHandle}/{labelId}`: those with the label, not archived (the id
 *   wins; the handle alone also finds the label, so a shared link survives a new id);
 * anything else is unknown (the 404 page).
 */
export type NotesView =
  | { kind: 'notes' | 'reminders' | 'archive' }
  | { kind: 'label'; label: NoteLabel }
  | { kind: 'unknown' };

export type NotesRouteParams = { id?: string; labelHandle?: string; labelId?: string };

export function notesView(params: NotesRouteParams, labels: readonly NoteLabel[]): NotesView {
  const { id, labelHandle, labelId } = params;
  if (id === undefined) return { kind: 'notes' };
  if ((id === 'reminders' || id === 'archive') && labelHandle === undefined) return { kind: id };
  if (id === 'labels' && labelHandle !== undefined) {
    const label =
      labels.find((candidate) => candidate.id === labelId) ??
      labels.find((candidate) => candidate.handle === labelHandle);
    if (label) return { kind: 'label', label };
  }
  return { kind: 'unknown' };
}

export function notesViewPath(view: NotesView): string {
  if (view.kind === 'notes' || view.kind === 'unknown') return NOTES_BASE;
  if (view.kind === 'label') return labelPath(view.label);
  return `${NOTES_BASE}/${view.kind}`;
}

export const labelPath = (label: NoteLabel) =>
  `${NOTES_BASE}/labels/${encodeURIComponent(label.handle)}/${encodeURIComponent(label.id)}`;

/** The notes a view shows, then those whose title, text or list items hold every word. */
export function notesOfView(notes: readonly Note[], view: NotesView, search: string): Note[] {
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return notes.filter((note) => {
    if (view.kind === 'archive' ? !note.archive : note.archive) return false;
    if (view.kind === 'reminders' && note.reminder === null) return false;
    if (view.kind === 'label' && !note.labels.includes(view.label.id)) return false;
    const text = [note.title, note.description, ...note.checklist.map((item) => item.text)]
      .join(' ')
      .toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
}

export function addChecklistItem(items: readonly ChecklistItem[], text: string): ChecklistItem[] {
  const trimmed = text.trim();
  if (!trimmed) return [...items];
  return [...items, { id: nextId(items, 'item'), checked: false, text: trimmed }];
}

/** Turns a label name into a handle: lower case letters and digits joined by dashes. */
export function labelHandle(name: string, taken: readonly string[]): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'label';
  let handle = base;
  for (let n = 2; taken.includes(handle); n += 1) handle = `${base}-${n}`;
  return handle;
}

/** A note with nothing in it is not worth saving. */
export function isBlankNote(note: Pick<Note, 'title' | 'description' | 'checklist' | 'image'>) {
  return (
    note.title.trim() === '' &&
    note.description.trim() === '' &&
    note.checklist.every((item) => item.text.trim() === '') &&
    note.image === null
  );
}
