import type { NoteLabel } from '@flockbook/mock-api/notes';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../records/components/confirm-dialog.tsx';
import { fill, useNotesTexts } from '../locales/use-notes-texts.ts';
import { labelHandle } from '../notes-view.ts';
import { nextId } from '../../../lib/list-ids.ts';

type LabelsDialogProps = {
  labels: readonly NoteLabel[];
  busy: boolean;
  onClose: () => void;
  /** The whole new list (`update-labels` replaces the old one). */
  onSave: (labels: NoteLabel[]) => void;
};

/** Renames, adds and removes labels; nothing changes until Save, which asks before removing. */
export function LabelsDialog({ labels, busy, onClose, onSave }: LabelsDialogProps) {
  const texts = useNotesTexts();
  const titleId = useId();
  const [list, setList] = useState<NoteLabel[]>(() => labels.map((label) => ({ ...label })));
  const [name, setName] = useState('');
  const [confirming, setConfirming] = useState(false);
  const removed = labels.filter((label) => !list.some((kept) => kept.id === label.id));
  // Blank names keep their old name rather than leaving a label without one.
  const cleaned = list.map((label) => ({
    ...label,
    name: label.name.trim() || (labels.find((old) => old.id === label.id)?.name ?? label.handle),
  }));

  const add = () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    const handle = labelHandle(
      trimmed,
      list.map((label) => label.handle),
    );
    setList([...list, { id: nextId(list, 'label'), name: trimmed, handle }]);
    setName('');
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (removed.length > 0) setConfirming(true);
    else onSave(cleaned);
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      data-testid="labels-dialog"
    >
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{texts.editLabels}</DialogTitle>
        <DialogContent dividers>
          <Box sx={{ display: 'flex', gap: 1, mb: 2 }}>
            <TextField
              size="small"
              label={texts.newLabel}
              value={name}
              onChange={(event) => setName(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                add();
              }}
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { 'data-testid': 'labels-new-name' } }}
            />
            <IconButton aria-label={texts.addLabel} onClick={add} disabled={!name.trim()}>
              <AddIcon />
            </IconButton>
          </Box>
          {list.map((label) => (
            <Box key={label.id} sx={{ display: 'flex', gap: 1, mb: 1 }} data-testid="labels-row">
              <TextField
                size="small"
                value={label.name}
                onChange={(event) =>
                  setList(
                    list.map((other) =>
                      other.id === label.id ? { ...other, name: event.target.value } : other,
                    ),
                  )
                }
                slotProps={{ htmlInput: { 'aria-label': texts.labelName } }}
                fullWidth
              />
              <IconButton
                aria-label={fill(texts.removeLabel, { name: label.name })}
                onClick={() => setList(list.filter((other) => other.id !== label.id))}
              >
                <DeleteIcon />
              </IconButton>
            </Box>
          ))}
          <Typography variant="caption" color="text.secondary">
            {texts.labelsHint}
          </Typography>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button color="inherit" onClick={onClose} disabled={busy}>
            {texts.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="labels-save">
            {texts.save}
          </Button>
        </DialogActions>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={texts.confirmLabelsTitle}
        body={fill(texts.confirmLabelsBody, {
          names: removed.map((label) => label.name).join(', '),
        })}
        confirmLabel={texts.remove}
        cancelLabel={texts.cancel}
        danger
        busy={busy}
        onConfirm={() => {
          setConfirming(false);
          onSave(cleaned);
        }}
        onCancel={() => setConfirming(false)}
      />
    </Dialog>
  );
}
