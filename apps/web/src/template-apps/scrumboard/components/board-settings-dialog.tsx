import type { Board, BoardSettings } from '@flockbook/mock-api/scrumboard';
import { BOARD_COLOURS } from '@flockbook/mock-api/scrumboard';
import CheckIcon from '@mui/icons-material/Check';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../records/components/confirm-dialog.tsx';
import type { BoardActions } from '../api/use-board-actions.ts';
import { fill, useScrumboardTexts } from '../locales/use-scrumboard-texts.ts';
import { colourOf } from './board-colours.ts';
import { SCRUMBOARD_BASE } from './board-logic.ts';

type Props = { board: Board; actions: BoardActions; onClose: () => void };

/** Colour, subscription and cover images (each saved as changed), and deleting the board. */
export function BoardSettingsDialog({ board, actions, onClose }: Props) {
  const { texts } = useScrumboardTexts();
  const titleId = useId();
  const navigate = useNavigate();
  const [askDelete, setAskDelete] = useState(false);
  const save = (settings: Partial<BoardSettings>) => void actions.updateSettings(settings);

  const switchRow = (key: 'subscribed' | 'cardCoverImages', label: string, hint: string) => (
    <Box>
      <FormControlLabel
        control={<Switch checked={board.settings[key]} onChange={(_, on) => save({ [key]: on })} />}
        label={label}
      />
      <FormHelperText sx={{ mt: -0.5, mb: 1 }}>{hint}</FormHelperText>
    </Box>
  );

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{texts.settings}</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle2" sx={{ mb: 1 }} id={`${titleId}-colour`}>
          {texts.colour}
        </Typography>
        <Box
          role="radiogroup"
          aria-labelledby={`${titleId}-colour`}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}
        >
          {BOARD_COLOURS.map((colour) => {
            const chosen = board.settings.color === colour;
            return (
              <Box
                key={colour}
                component="button"
                type="button"
                role="radio"
                aria-checked={chosen}
                aria-label={texts.colours[colour] ?? colour}
                title={texts.colours[colour] ?? colour}
                onClick={() => save({ color: colour })}
                sx={{
                  width: 36,
                  height: 36,
                  borderRadius: '50%',
                  border: 2,
                  borderColor: chosen ? 'text.primary' : 'transparent',
                  bgcolor: colourOf(colour),
                  color: '#fff',
                  cursor: 'pointer',
                  display: 'grid',
                  placeItems: 'center',
                }}
              >
                {chosen ? <CheckIcon fontSize="small" /> : null}
              </Box>
            );
          })}
        </Box>
        {switchRow('subscribed', texts.subscribed, texts.subscribedHint)}
        {switchRow('cardCoverImages', texts.cardCovers, texts.cardCoversHint)}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, justifyContent: 'space-between' }}>
        <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setAskDelete(true)}>
          {texts.deleteBoard}
        </Button>
        <Button onClick={onClose}>{texts.close}</Button>
      </DialogActions>
      <ConfirmDialog
        open={askDelete}
        title={texts.confirmDeleteBoardTitle}
        body={fill(texts.confirmDeleteBoardBody, { name: board.name })}
        confirmLabel={texts.delete}
        cancelLabel={texts.cancel}
        danger
        busy={actions.busy}
        onCancel={() => setAskDelete(false)}
        onConfirm={() => {
          void actions.deleteBoard().then((ok) => {
            setAskDelete(false);
            if (ok) void navigate(SCRUMBOARD_BASE);
          });
        }}
      />
    </Dialog>
  );
}
