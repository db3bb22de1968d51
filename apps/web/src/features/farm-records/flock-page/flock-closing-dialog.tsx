import type { Flock } from '@flockbook/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { isolatedDataText } from '../../../components/data-text.tsx';
import { errorMessage } from '../../../components/error-message.ts';
import { ApiError, api } from '../../../lib/api-client.ts';
import { recordKeys } from '../../../records/api/query-keys.ts';
import { useFarmToday } from '../../../records/hooks/use-farm-today.ts';
import { fillText } from '../../../records/area-texts.ts';
import { showMessage } from '../../../lib/message-store.ts';
import { useFlockClosingTexts } from './locales/use-flock-closing-texts.ts';

export type FlockClosingMode = 'close' | 'reopen';

/**
 * Closing a flock (with its closing day) or reopening it (with a reason). The server checks
 * the rules; its answer is shown at the field it names, or above the form.
 */
export function FlockClosingDialog({
  flock,
  mode,
  onClose,
}: {
  flock: Flock;
  mode: FlockClosingMode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const texts = useFlockClosingTexts();
  const titleId = useId();
  const queryClient = useQueryClient();
  // The farm's today until the user picks a day.
  const farmToday = useFarmToday({ farmId: flock.farmId });
  const [picked, setClosedOn] = useState<string | null>(null);
  const closedOn = picked ?? farmToday;
  const [reason, setReason] = useState('');
  const closing = mode === 'close';
  const submit = useMutation({
    mutationFn: () =>
      closing
        ? api.post(`/api/flocks/${flock.id}/close`, { closedOn })
        : api.post(`/api/flocks/${flock.id}/reopen`, { reason }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: recordKeys.all });
      showMessage({
        message: fillText(closing ? texts.closed : texts.reopened, { name: flock.name }),
        variant: 'success',
      });
      onClose();
    },
  });
  const fieldErrors = submit.error instanceof ApiError ? submit.error.fieldErrors : {};
  const field = closing ? 'closedOn' : 'reason';
  const fieldError = fieldErrors[field];
  // A refusal about the field is shown there; anything else above the form.
  const generalError = submit.error && !fieldError ? errorMessage(submit.error, t) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { component: 'form', onSubmit } }}
      data-testid={`flock-${mode}-dialog`}
    >
      <DialogTitle id={titleId}>
        {fillText(closing ? texts.closeTitle : texts.reopenTitle, {
          name: isolatedDataText(flock.name),
        })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {closing ? texts.closeBody : texts.reopenBody}
        </DialogContentText>
        {generalError ? (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="flock-closing-error">
            {generalError}
          </Alert>
        ) : null}
        {closing ? (
          <TextField
            type="date"
            label={texts.closedOn}
            value={closedOn}
            onChange={(event) => setClosedOn(event.target.value)}
            error={Boolean(fieldError)}
            helperText={fieldError}
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ) : (
          <TextField
            label={texts.reason}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(fieldError)}
            helperText={fieldError}
            fullWidth
            multiline
            minRows={2}
            autoFocus
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          {texts.cancel}
        </Button>
        <Button
          type="submit"
          variant="contained"
          color={closing ? 'primary' : 'warning'}
          disabled={submit.isPending}
          data-testid={`flock-${mode}-confirm`}
        >
          {closing ? texts.close : texts.reopen}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
