import type { NewNote, Note, NoteLabel } from '@flockbook/mock-api/notes';
import { notesPaths } from '@flockbook/mock-api/notes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const notesKeys = {
  all: ['notes-app'] as const,
  notes: ['notes-app', 'notes'] as const,
  labels: ['notes-app', 'labels'] as const,
};

/** GET notes: every note, newest first. */
export function useNotes() {
  return useQuery({
    queryKey: notesKeys.notes,
    queryFn: ({ signal }) => api.get<Note[]>(notesPaths.notes, { signal }),
  });
}

/** GET labels */
export function useNoteLabels() {
  return useQuery({
    queryKey: notesKeys.labels,
    queryFn: ({ signal }) => api.get<NoteLabel[]>(notesPaths.labels, { signal }),
  });
}

/** The notes calls of section 7; each keeps the cached notes in step with the answer. */
export function useNoteMutations() {
  const queryClient = useQueryClient();
  const setNotes = (change: (notes: Note[]) => Note[]) =>
    queryClient.setQueryData<Note[]>(notesKeys.notes, (notes) => change(notes ?? []));

  return {
    create: useMutation({
      mutationFn: (note: NewNote) => api.post<Note>(notesPaths.createNote, { note }),
      // The mock places a new note first; so does the screen.
      onSuccess: (note) => setNotes((notes) => [note, ...notes]),
    }),
    update: useMutation({
      mutationFn: (note: Note) => api.post<Note>(notesPaths.updateNote, { note }),
      onSuccess: (note) =>
        setNotes((notes) => notes.map((old) => (old.id === note.id ? note : old))),
    }),
    remove: useMutation({
      mutationFn: (noteId: string) => api.post<Note[]>(notesPaths.removeNote, { noteId }),
      onSuccess: (notes) => setNotes(() => notes),
    }),
    updateLabels: useMutation({
      mutationFn: (labels: NoteLabel[]) =>
        api.post<NoteLabel[]>(notesPaths.updateLabels, { labels }),
      onSuccess: (labels) => {
        queryClient.setQueryData(notesKeys.labels, labels);
        // Notes drop the ids of labels no longer listed.
        return queryClient.invalidateQueries({ queryKey: notesKeys.notes });
      },
    }),
  };
}
