import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import type { BoardActions } from '../api/use-board-actions.ts';
import { useScrumboardTexts } from '../locales/use-scrumboard-texts.ts';
import { NameForm } from './name-form.tsx';

/** The column after the last list: a button that opens a form to name a new list. */
export function AddList({ actions, rtl }: { actions: BoardActions; rtl: boolean }) {
  const { texts } = useScrumboardTexts();
  const [open, setOpen] = useState(false);
  return (
    <Paper
      dir={rtl ? 'rtl' : 'ltr'}
      variant="outlined"
      sx={{ width: 280, flexShrink: 0, mx: 1, p: open ? 1.5 : 0, bgcolor: 'action.hover' }}
    >
      {open ? (
        <NameForm
          label={texts.listName}
          submitLabel={texts.addList}
          onSubmit={actions.addList}
          onClose={() => setOpen(false)}
          keepOpen
          testId="add-list-form"
        />
      ) : (
        <Button
          fullWidth
          startIcon={<AddIcon />}
          onClick={() => setOpen(true)}
          sx={{ justifyContent: 'flex-start', p: 1.5 }}
          data-testid="add-list"
        >
          {texts.addList}
        </Button>
      )}
    </Paper>
  );
}
