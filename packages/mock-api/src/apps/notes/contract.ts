import { z } from 'zod';
import { MOCK_APP_PREFIXES } from '../../app-prefixes.ts';

const base = MOCK_APP_PREFIXES.notes;

/** Paths of the notes calls (section 7). */
export const notesPaths = {
  notes: `${base}/notes`,
  labels: `${base}/labels`,
  createNote: `${base}/create-note`,
  updateNote: `${base}/update-note`,
  updateLabels: `${base}/update-labels`,
  removeNote: `${base}/remove-note`,
} as const;

/** Label handles of the sample data (section 9). */
export const NOTE_LABEL_HANDLES = [
  'family',
  'work',
  'todos',
  'prior',
  'personal',
  'friends',
] as const;

const isoTime = z.iso.datetime({ offset: true });

export const noteLabelSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  handle: z.string().min(1),
});
export type NoteLabel = z.infer<typeof noteLabelSchema>;
export const noteLabelListSchema = z.array(noteLabelSchema);

export const checklistItemSchema = z.object({
  id: z.string().min(1),
  checked: z.boolean(),
  text: z.string(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

/**
 * A note. `image` is an image URL or null, `time` when it was written, `reminder` when to
 * remind (both ISO 8601; reminder null for none), `labels` label ids.
 */
export const noteSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  description: z.string(),
  archive: z.boolean(),
  image: z.string().nullable(),
  time: isoTime,
  reminder: isoTime.nullable(),
  checklist: z.array(checklistItemSchema),
  labels: z.array(z.string()),
});
export type Note = z.infer<typeof noteSchema>;
export const noteListSchema = z.array(noteSchema);

/** A note to create: no id (the mock gives one); left-out fields take these defaults. */
export const newNoteSchema = z.object({
  title: z.string().default(''),
  description: z.string().default(''),
  archive: z.boolean().default(false),
  image: z.string().nullable().default(null),
  /** Defaults to the moment it is created. */
  time: isoTime.optional(),
  reminder: isoTime.nullable().default(null),
  checklist: z.array(checklistItemSchema).default([]),
  labels: z.array(z.string()).default([]),
});
export type NewNote = z.input<typeof newNoteSchema>;

/** Body of `POST create-note`; answers the created note. */
export const createNoteRequestSchema = z.object({ note: newNoteSchema });
export type CreateNoteRequest = z.input<typeof createNoteRequestSchema>;

/** Body of `POST update-note` (the whole note, replaced by id); answers it. */
export const updateNoteRequestSchema = z.object({ note: noteSchema });
export type UpdateNoteRequest = z.infer<typeof updateNoteRequestSchema>;

/**
 * Body of `POST update-labels`: the whole new list, which replaces the old one; notes drop
 * the ids of labels no longer listed. Answers the labels.
 */
export const updateLabelsRequestSchema = z.object({ labels: noteLabelListSchema });
export type UpdateLabelsRequest = z.infer<typeof updateLabelsRequestSchema>;

/** Body of `POST remove-note`; answers the remaining notes. */
export const removeNoteRequestSchema = z.object({ noteId: z.string().min(1) });
export type RemoveNoteRequest = z.infer<typeof removeNoteRequestSchema>;
