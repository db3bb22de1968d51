import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { useId } from 'react';

export type FormDialogProps = {
  title: ReactNode;
  /** The close button's accessible name. */
  closeLabel: string;
  onClose: () => void;
  /** Enter in a field or a `type="submit"` action submits. */
  onSubmit: () => void;
  /** While a save runs, Escape and the backdrop do not close the dialog. */
  busy?: boolean;
  /** The buttons under the fields, start to end. */
  actions: ReactNode;
  /** The fields, stacked with a gap. */
  children: ReactNode;
  /** Drawn after the form, inside the dialog (e.g. a confirmation). */
  after?: ReactNode;
  'data-testid'?: string;
};

/** A dialog holding one form: a title with a close button, stacked fields and actions. */
export function FormDialog({
  title,
  closeLabel,
  onClose,
  onSubmit,
  busy = false,
  actions,
  children,
  after,
  'data-testid': testId,
}: FormDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      data-testid={testId}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(submitted) => {
          submitted.preventDefault();
          onSubmit();
        }}
      >
        <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center' }}>
          <Box sx={{ flex: 1 }}>{title}</Box>
          <IconButton aria-label={closeLabel} onClick={onClose}>
            <Close />
          </IconButton>
        </DialogTitle>
        <DialogContent
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}
        >
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>{actions}</DialogActions>
      </Box>
      {after}
    </Dialog>
  );
}
