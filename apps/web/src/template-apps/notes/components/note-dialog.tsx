import type { NewNote, Note, NoteLabel } from '@flockbook/mock-api/notes';
import ArchiveIcon from '@mui/icons-material/ArchiveOutlined';
import LabelIcon from '@mui/icons-material/LabelOutlined';
import UnarchiveIcon from '@mui/icons-material/UnarchiveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { showMessage } from '../../../lib/message-store.ts';
import { useNotesTexts } from '../locales/use-notes-texts.ts';
import { isBlankNote } from '../notes-view.ts';
import { ChecklistEditor } from './checklist-editor.tsx';
import { NoteImageField } from './note-image-field.tsx';
import { fromDateTimeInput, toDateTimeInput } from '../../../lib/date-input.ts';

type Draft = Omit<Note, 'id' | 'time'>;

const EMPTY: Draft = {
  title: '',
  description: '',
  archive: false,
  image: null,
  reminder: null,
  checklist: [],
  labels: [],
};

type DialogProps = {
  /** The note to edit, or null for a new one (with the labels of the view it starts in). */
  note: Note | null;
  initialLabels?: readonly string[];
  labels: readonly NoteLabel[];
  busy: boolean;
  onClose: () => void;
  onSave: (note: Note | NewNote) => void;
  onDelete: (note: Note) => void;
};

/** Creates or edits a note: title, text, checklist, image, reminder, labels and archive. */
export function NoteDialog(props: DialogProps) {
  const { note, labels, busy } = props;
  const texts = useNotesTexts();
  const titleId = useId();
  const [draft, setDraft] = useState<Draft>(() =>
    note ? { ...note } : { ...EMPTY, labels: [...(props.initialLabels ?? [])] },
  );
  const [blank, setBlank] = useState(false);
  const set = (patch: Partial<Draft>) => setDraft((old) => ({ ...old, ...patch }));
  const toggleLabel = (id: string) =>
    set({
      labels: draft.labels.includes(id)
        ? draft.labels.filter((other) => other !== id)
        : [...draft.labels, id],
    });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (isBlankNote(draft)) {
      setBlank(true);
      return;
    }
    const checklist = draft.checklist.filter((item) => item.text.trim() !== '');
    props.onSave(note ? { ...note, ...draft, checklist } : { ...draft, checklist });
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      data-testid="note-dialog"
    >
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center' }}>
          <Box component="span" sx={{ flex: 1 }}>
            {note ? texts.editTitle : texts.newTitle}
          </Box>
          <Tooltip title={draft.archive ? texts.unarchive : texts.archive}>
            <IconButton
              aria-label={draft.archive ? texts.unarchive : texts.archive}
              aria-pressed={draft.archive}
              onClick={() => set({ archive: !draft.archive })}
              data-testid="note-dialog-archive"
            >
              {draft.archive ? <UnarchiveIcon /> : <ArchiveIcon />}
            </IconButton>
          </Tooltip>
        </DialogTitle>
        <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <NoteImageField
            image={draft.image}
            onChange={(image) => set({ image })}
            onTooLarge={() => showMessage({ message: texts.imageTooLarge, variant: 'warning' })}
          />
          <TextField
            name="title"
            label={texts.fields.title}
            value={draft.title}
            onChange={(event) => set({ title: event.target.value })}
            autoFocus
            fullWidth
            size="small"
          />
          <TextField
            name="description"
            label={texts.fields.description}
            value={draft.description}
            onChange={(event) => set({ description: event.target.value })}
            multiline
            minRows={3}
            fullWidth
            size="small"
          />
          <ChecklistEditor items={draft.checklist} onChange={(checklist) => set({ checklist })} />
          <TextField
            name="reminder"
            type="datetime-local"
            label={texts.fields.reminder}
            value={toDateTimeInput(draft.reminder)}
            onChange={(event) => set({ reminder: fromDateTimeInput(event.target.value) })}
            helperText={draft.reminder ? ' ' : texts.clearReminder}
            size="small"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Box role="group" aria-label={texts.fields.labels}>
            <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 0.5 }}>
              {texts.fields.labels}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
              {labels.map((label) => {
                const on = draft.labels.includes(label.id);
                return (
                  <Chip
                    key={label.id}
                    icon={<LabelIcon />}
                    label={label.name}
                    color={on ? 'primary' : 'default'}
                    variant={on ? 'filled' : 'outlined'}
                    onClick={() => toggleLabel(label.id)}
                    aria-pressed={on}
                    data-testid="note-dialog-label"
                  />
                );
              })}
            </Box>
          </Box>
          {blank ? <Alert severity="warning">{texts.nothingToSave}</Alert> : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          {note ? (
            <Button color="error" onClick={() => props.onDelete(note)} disabled={busy}>
              {texts.delete}
            </Button>
          ) : null}
          <Box sx={{ flex: 1 }} />
          <Button color="inherit" onClick={props.onClose} disabled={busy}>
            {texts.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="note-dialog-save">
            {texts.save}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
