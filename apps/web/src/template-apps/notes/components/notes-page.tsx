import type { NewNote, Note, NoteLabel } from '@flockbook/mock-api/notes';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { paths } from '../../../lib/paths.ts';
import { ConfirmDialog } from '../../../records/components/confirm-dialog.tsx';
import { showMessage } from '../../../lib/message-store.ts';
import { useNoteLabels, useNoteMutations, useNotes } from '../api/notes-api.ts';
import { fill, useNotesTexts } from '../locales/use-notes-texts.ts';
import { notesOfView, notesView } from '../notes-view.ts';
import { LabelsDialog } from './labels-dialog.tsx';
import { NoteCard } from './note-card.tsx';
import { NoteDialog } from './note-dialog.tsx';
import { NotesSidebar } from './notes-sidebar.tsx';

/** `/apps/notes/{id?}/{labelHandle?}/{labelId?}`: see `notesView` for the views. */
export function NotesPage() {
  const params = useParams();
  const texts = useNotesTexts();
  const notes = useNotes();
  const labels = useNoteLabels();
  const mutations = useNoteMutations();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ note: Note | null } | null>(null);
  const [deleting, setDeleting] = useState<Note | null>(null);
  const [editingLabels, setEditingLabels] = useState(false);

  const labelList: NoteLabel[] = labels.data ?? [];
  const view = notesView(params, labelList);
  if (view.kind === 'unknown' && labels.isSuccess) return <Navigate to={paths.error404} replace />;

  const shown = notesOfView(notes.data ?? [], view, search);
  const busy = Object.values(mutations).some((mutation) => mutation.isPending);
  const title =
    view.kind === 'label' ? view.label.name : view.kind === 'unknown' ? '' : texts.views[view.kind];
  const done = (message: string) => showMessage({ message, variant: 'success' });
  const failed = () => showMessage({ message: texts.failed, variant: 'error' });

  const save = (note: Note | NewNote) => {
    const options = {
      onSuccess: () => {
        setEditing(null);
        done('id' in note ? texts.saved : texts.created);
      },
      onError: failed,
    };
    if ('id' in note) mutations.update.mutate(note as Note, options);
    else mutations.create.mutate(note, options);
  };

  const archive = (note: Note) =>
    mutations.update.mutate(
      { ...note, archive: !note.archive },
      { onSuccess: () => done(note.archive ? texts.unarchived : texts.archived), onError: failed },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    mutations.remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        setEditing(null);
        done(texts.deleted);
      },
      onError: () => {
        setDeleting(null);
        failed();
      },
    });
  };

  const emptyText =
    search.trim() !== ''
      ? fill(texts.noMatch, { search: search.trim() })
      : view.kind === 'label'
        ? texts.empty.label
        : view.kind === 'unknown'
          ? ''
          : texts.empty[view.kind];

  return (
    <Box
      sx={{
        p: { xs: 2, md: 3 },
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { md: 'flex-start' },
        gap: 3,
      }}
      data-testid="notes-page"
    >
      <NotesSidebar view={view} labels={labelList} onEditLabels={() => setEditingLabels(true)} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
          <Typography variant="h5" component="h1" sx={{ flex: 1, minWidth: 160 }}>
            {title}
          </Typography>
          <TextField
            size="small"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={texts.search}
            slotProps={{
              htmlInput: { 'aria-label': texts.search },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ width: { xs: '100%', sm: 260 } }}
          />
        </Box>
        {view.kind !== 'archive' ? (
          <Paper sx={{ maxWidth: 560, mx: 'auto', mb: 3 }}>
            <ButtonBase
              onClick={() => setEditing({ note: null })}
              data-testid="notes-take-note"
              sx={{ width: '100%', justifyContent: 'flex-start', p: 2, borderRadius: 'inherit' }}
            >
              <Typography color="text.secondary">{texts.takeNote}</Typography>
            </ButtonBase>
          </Paper>
        ) : null}
        {notes.isPending || labels.isPending ? (
          <LoadingState />
        ) : notes.isError || labels.isError ? (
          <ErrorState
            title={texts.loadFailed}
            error={notes.error ?? labels.error}
            onRetry={() => void Promise.all([notes.refetch(), labels.refetch()])}
          />
        ) : shown.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
            {emptyText}
          </Typography>
        ) : (
          // CSS columns: a masonry that also flows right to left in Arabic.
          <Box
            sx={{ columnCount: { xs: 1, sm: 2, lg: 3, xl: 4 }, columnGap: 2 }}
            data-testid="notes-masonry"
          >
            {shown.map((note) => (
              <NoteCard
                key={note.id}
                note={note}
                labels={labelList}
                busy={busy}
                onOpen={(open) => setEditing({ note: open })}
                onArchive={archive}
              />
            ))}
          </Box>
        )}
      </Box>
      {editing ? (
        <NoteDialog
          note={editing.note}
          initialLabels={view.kind === 'label' ? [view.label.id] : []}
          labels={labelList}
          busy={busy}
          onClose={() => setEditing(null)}
          onSave={save}
          onDelete={setDeleting}
        />
      ) : null}
      {editingLabels ? (
        <LabelsDialog
          labels={labelList}
          busy={busy}
          onClose={() => setEditingLabels(false)}
          onSave={(list) =>
            mutations.updateLabels.mutate(list, {
              onSuccess: () => {
                setEditingLabels(false);
                done(texts.labelsSaved);
              },
              onError: failed,
            })
          }
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={texts.confirmDeleteTitle}
        body={fill(texts.confirmDeleteBody, { title: deleting?.title || texts.untitled })}
        confirmLabel={texts.delete}
        cancelLabel={texts.cancel}
        danger
        busy={busy}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
