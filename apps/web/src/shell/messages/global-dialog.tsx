import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { closeDialog, useMessages } from '../../lib/message-store.ts';

/** The one dialog of the app, opened from anywhere with `openDialog(...)`. */
export function GlobalDialog() {
  const { t } = useTranslation();
  const { dialog } = useMessages();
  const titleId = useId();
  const content = dialog.content;

  return (
    <Dialog
      open={dialog.open}
      onClose={closeDialog}
      aria-labelledby={content?.title ? titleId : undefined}
      data-testid="global-dialog"
      slotProps={{ paper: { sx: { borderRadius: 3, minWidth: { sm: 400 } } } }}
    >
      {content?.title ? <DialogTitle id={titleId}>{content.title}</DialogTitle> : null}
      <DialogContent>{content?.content}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {content?.actions ?? (
          <Button onClick={closeDialog} variant="contained">
            {t('shell.messages.close')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
