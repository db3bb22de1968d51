import type { Board, Card, CardChange } from '@flockbook/mock-api/scrumboard';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../../records/components/confirm-dialog.tsx';
import type { BoardActions } from '../../api/use-board-actions.ts';
import { fill, useScrumboardTexts } from '../../locales/use-scrumboard-texts.ts';
import { CardActivity } from './card-activity.tsx';
import { CardAttachments } from './card-attachments.tsx';
import { CardChecklists } from './card-checklists.tsx';
import { CardTags } from './card-tags.tsx';
import { fromDateInput, toDateInput } from '../../../../lib/date-input.ts';
import { DataText } from '../../../../components/data-text.tsx';

type Props = { board: Board; card: Card; actions: BoardActions; onClose: () => void };

/** Everything about one card; each change is saved as it is made. */
export function CardDialog({ board, card, actions, onClose }: Props) {
  const { texts } = useScrumboardTexts();
  const titleId = useId();
  const [name, setName] = useState(card.name);
  const [description, setDescription] = useState(card.description);
  const [askRemove, setAskRemove] = useState(false);
  const list = board.lists.find((entry) => entry.idCards.includes(card.id));
  const save = (change: Omit<CardChange, 'id'>) => actions.updateCard({ id: card.id, ...change });

  const saveName = () => {
    const trimmed = name.trim();
    if (!trimmed) setName(card.name);
    else if (trimmed !== card.name) void save({ name: trimmed });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      scroll="body"
      data-testid="card-dialog"
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, pb: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary">
            {texts.cardDialog} {list ? `· ${fill(texts.inList, { name: list.name })}` : ''}
          </Typography>
          <DataText
            component="span"
            sx={{ display: 'block', fontSize: '1.25rem', fontWeight: 600 }}
          >
            {card.name}
          </DataText>
        </Box>
        <IconButton aria-label={texts.close} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <TextField
          label={texts.cardName}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onBlur={saveName}
          onKeyDown={(event) => {
            if (event.key === 'Enter') saveName();
          }}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          sx={{ mt: 1 }}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <TextField
            type="date"
            label={texts.due}
            value={toDateInput(card.due)}
            onChange={(event) => void save({ due: fromDateInput(event.target.value) })}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { 'data-testid': 'card-due-input' },
            }}
            size="small"
          />
          <Button
            variant={card.subscribed ? 'contained' : 'outlined'}
            startIcon={
              card.subscribed ? <NotificationsActiveOutlinedIcon /> : <NotificationsNoneIcon />
            }
            aria-pressed={card.subscribed}
            onClick={() => void save({ subscribed: !card.subscribed })}
            data-testid="card-subscribe"
          >
            {card.subscribed ? texts.unsubscribe : texts.subscribe}
          </Button>
          <Box sx={{ flex: 1 }} />
          <Button
            color="error"
            startIcon={<DeleteOutlineIcon />}
            onClick={() => setAskRemove(true)}
          >
            {texts.removeCard}
          </Button>
        </Box>
        <CardTags board={board} card={card} onSave={save} />
        <TextField
          label={texts.description}
          placeholder={texts.descriptionPlaceholder}
          value={description}
          multiline
          minRows={3}
          onChange={(event) => setDescription(event.target.value)}
          onBlur={() => {
            if (description !== card.description) void save({ description });
          }}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        <CardChecklists card={card} onSave={save} />
        <CardAttachments card={card} onSave={save} />
        <CardActivity board={board} card={card} onSave={save} />
      </DialogContent>
      <ConfirmDialog
        open={askRemove}
        title={texts.confirmRemoveCardTitle}
        body={fill(texts.confirmRemoveCardBody, { name: card.name })}
        confirmLabel={texts.remove}
        cancelLabel={texts.cancel}
        danger
        busy={actions.busy}
        onCancel={() => setAskRemove(false)}
        onConfirm={() => {
          setAskRemove(false);
          void actions.removeCard(card.id).then((ok) => ok && onClose());
        }}
      />
    </Dialog>
  );
}
