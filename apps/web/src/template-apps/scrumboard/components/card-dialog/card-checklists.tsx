import type { Card, Checklist } from '@flockbook/mock-api/scrumboard';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../records/components/confirm-dialog.tsx';
import { fill, useScrumboardTexts } from '../../locales/use-scrumboard-texts.ts';
import { checklistProgress } from '../board-logic.ts';
import { NameForm } from '../name-form.tsx';
import type { SaveCard } from './save-card.ts';
import { nextId } from '../../../../lib/list-ids.ts';
import { DataText } from '../../../../components/data-text.tsx';

/** The card's checklists: tick items, add items and checklists, see the progress. */
export function CardChecklists({ card, onSave }: { card: Card; onSave: SaveCard }) {
  const { texts } = useScrumboardTexts();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Checklist | null>(null);
  const change = (next: Checklist) =>
    onSave({ checklists: card.checklists.map((list) => (list.id === next.id ? next : list)) });

  return (
    <Box component="section" aria-label={texts.checklists}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ flex: 1, fontWeight: 600 }}>
          {texts.checklists}
        </Typography>
        {adding ? null : (
          <Button size="small" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {texts.addChecklist}
          </Button>
        )}
      </Box>
      {adding ? (
        <Box sx={{ mb: 2 }}>
          <NameForm
            label={texts.checklistName}
            submitLabel={texts.add}
            onSubmit={(name) =>
              onSave({
                checklists: [
                  ...card.checklists,
                  { id: nextId(card.checklists, `${card.id}-checklist`), name, checkItems: [] },
                ],
              })
            }
            onClose={() => setAdding(false)}
            testId="add-checklist-form"
          />
        </Box>
      ) : null}
      {card.checklists.map((list) => (
        <ChecklistBlock
          key={list.id}
          list={list}
          onChange={change}
          onRemove={() => setRemoving(list)}
        />
      ))}
      <ConfirmDialog
        open={removing !== null}
        title={texts.confirmRemoveChecklistTitle}
        body={fill(texts.confirmRemoveChecklistBody, { name: removing?.name ?? '' })}
        confirmLabel={texts.remove}
        cancelLabel={texts.cancel}
        danger
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const gone = removing;
          setRemoving(null);
          if (gone)
            void onSave({ checklists: card.checklists.filter((list) => list.id !== gone.id) });
        }}
      />
    </Box>
  );
}

type BlockProps = {
  list: Checklist;
  onChange: (list: Checklist) => Promise<boolean>;
  onRemove: () => void;
};

function ChecklistBlock({ list, onChange, onRemove }: BlockProps) {
  const { texts } = useScrumboardTexts();
  const [draft, setDraft] = useState('');
  const progress = checklistProgress([list]);
  const add = async () => {
    const name = draft.trim();
    if (!name) return;
    const item = { id: nextId(list.checkItems, `${list.id}-item`), name, checked: false };
    // Emptied at once, so the next item can be typed while this one is saved; given back if
    // the save fails and nothing new was typed.
    setDraft('');
    if (!(await onChange({ ...list, checkItems: [...list.checkItems, item] })))
      setDraft((typed) => typed || name);
  };

  return (
    <Box sx={{ mb: 2 }} role="group" aria-label={list.name} data-testid="card-checklist">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <DataText variant="subtitle2" sx={{ flex: 1 }}>
          {list.name}
        </DataText>
        <IconButton
          size="small"
          aria-label={fill(texts.removeChecklist, { name: list.name })}
          onClick={onRemove}
        >
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 0.5 }}>
        <LinearProgress
          variant="determinate"
          value={progress.percent}
          sx={{ flex: 1, height: 8, borderRadius: 4 }}
          aria-label={list.name}
        />
        <Typography variant="caption" color="text.secondary" data-testid="checklist-progress">
          {fill(texts.progress, { ...progress })}
        </Typography>
      </Box>
      {list.checkItems.map((item) => (
        <Box
          key={item.id}
          sx={{ display: 'flex', alignItems: 'center' }}
          data-testid="checklist-item"
        >
          <Checkbox
            size="small"
            checked={item.checked}
            onChange={(_, checked) =>
              void onChange({
                ...list,
                checkItems: list.checkItems.map((other) =>
                  other.id === item.id ? { ...other, checked } : other,
                ),
              })
            }
            slotProps={{ input: { 'aria-label': item.name } }}
          />
          <DataText
            variant="body2"
            sx={{
              flex: 1,
              textDecoration: item.checked ? 'line-through' : 'none',
              color: item.checked ? 'text.secondary' : 'text.primary',
            }}
          >
            {item.name}
          </DataText>
          <IconButton
            size="small"
            aria-label={fill(texts.removeItem, { name: item.name })}
            onClick={() =>
              void onChange({
                ...list,
                checkItems: list.checkItems.filter((other) => other.id !== item.id),
              })
            }
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <IconButton
          size="small"
          aria-label={texts.addItem}
          onClick={() => void add()}
          sx={{ mx: 0.5 }}
        >
          <AddIcon fontSize="small" />
        </IconButton>
        <InputBase
          value={draft}
          placeholder={texts.addItem}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void add();
          }}
          inputProps={{
            'aria-label': texts.addItem,
            maxLength: 200,
            'data-testid': 'checklist-new-item',
          }}
          sx={{ flex: 1 }}
        />
      </Box>
    </Box>
  );
}
