import type { HttpHandler } from 'msw';
import { newId } from '../../platform/ids.ts';
import { badRequest, getCall, noQuery, notFound, postCall } from '../../platform/respond.ts';
import { findById, replaceById, unique } from '../../platform/records.ts';
import {
  createNoteRequestSchema,
  notesPaths,
  removeNoteRequestSchema,
  updateLabelsRequestSchema,
  updateNoteRequestSchema,
} from './contract.ts';
import type { Note, NoteLabel } from './contract.ts';
import { noteLabels, noteSampleData } from './sample-data.ts';

export type NotesState = { notes: Note[]; labels: NoteLabel[] };

export function createNotesState(now = new Date()): NotesState {
  return structuredClone({ notes: noteSampleData(now), labels: noteLabels });
}

function checkLabels(state: NotesState, labels: readonly string[]): string[] {
  for (const id of labels) {
    if (!state.labels.some((label) => label.id === id)) {
      throw notFound(`There is no note label with id '${id}'.`);
    }
  }
  return unique(labels);
}

type NoteDraft = Omit<Note, 'id' | 'time'> & { time?: string | undefined };

/** Creates the note with a new id and puts it first; answers it. */
export function createNote(state: NotesState, draft: NoteDraft, now = new Date()): Note {
  const note: Note = {
    ...draft,
    id: newId(state.notes.map((item) => item.id)),
    time: draft.time ?? now.toISOString(),
    labels: checkLabels(state, draft.labels),
  };
  state.notes.unshift(note);
  return note;
}

/** Replaces the whole note by id; answers it. */
export function updateNote(state: NotesState, note: Note): Note {
  return replaceById(state.notes, { ...note, labels: checkLabels(state, note.labels) }, 'note');
}

/** Replaces the whole label list; notes lose the ids of labels no longer listed. */
export function updateLabels(state: NotesState, labels: NoteLabel[]): NoteLabel[] {
  for (const key of ['id', 'handle'] as const) {
    if (new Set(labels.map((label) => label[key])).size !== labels.length) {
      throw badRequest(`Each label needs its own ${key}.`);
    }
  }
  state.labels = labels;
  const kept = new Set(labels.map((label) => label.id));
  for (const note of state.notes) note.labels = note.labels.filter((id) => kept.has(id));
  return state.labels;
}

/** Removes the note; answers the remaining notes. */
export function removeNote(state: NotesState, noteId: string): Note[] {
  findById(state.notes, noteId, 'note');
  state.notes = state.notes.filter((note) => note.id !== noteId);
  return state.notes;
}

export function createHandlers(state = createNotesState()): HttpHandler[] {
  return [
    getCall(notesPaths.notes, noQuery, () => state.notes),
    getCall(notesPaths.labels, noQuery, () => state.labels),
    postCall(notesPaths.createNote, createNoteRequestSchema, ({ note }) => createNote(state, note)),
    postCall(notesPaths.updateNote, updateNoteRequestSchema, ({ note }) => updateNote(state, note)),
    postCall(notesPaths.updateLabels, updateLabelsRequestSchema, ({ labels }) =>
      updateLabels(state, labels),
    ),
    postCall(notesPaths.removeNote, removeNoteRequestSchema, ({ noteId }) =>
      removeNote(state, noteId),
    ),
  ];
}
