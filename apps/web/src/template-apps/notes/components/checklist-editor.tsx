import type { ChecklistItem } from '@flockbook/mock-api/notes';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { addChecklistItem } from '../notes-view.ts';
import { fill, useNotesTexts } from '../locales/use-notes-texts.ts';

type EditorProps = {
  items: readonly ChecklistItem[];
  onChange: (items: ChecklistItem[]) => void;
};

/** Ticks, renames and removes list items; Enter in the last field adds one. */
export function ChecklistEditor({ items, onChange }: EditorProps) {
  const texts = useNotesTexts();
  const [draft, setDraft] = useState('');
  const change = (id: string, patch: Partial<ChecklistItem>) =>
    onChange(items.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  const add = () => {
    onChange(addChecklistItem(items, draft));
    setDraft('');
  };

  return (
    <Box role="group" aria-label={texts.fields.checklist} data-testid="checklist-editor">
      <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 0.5 }}>
        {texts.fields.checklist}
      </Typography>
      {items.map((item) => (
        <Box
          key={item.id}
          sx={{ display: 'flex', alignItems: 'center' }}
          data-testid="checklist-item"
        >
          <Checkbox
            size="small"
            checked={item.checked}
            onChange={(_, checked) => change(item.id, { checked })}
            slotProps={{ input: { 'aria-label': item.text || texts.checklistItem } }}
          />
          <InputBase
            value={item.text}
            onChange={(event) => change(item.id, { text: event.target.value })}
            inputProps={{ 'aria-label': texts.checklistItem }}
            sx={{
              flex: 1,
              textDecoration: item.checked ? 'line-through' : 'none',
              color: item.checked ? 'text.secondary' : 'text.primary',
            }}
          />
          <IconButton
            size="small"
            aria-label={fill(texts.removeItem, { text: item.text })}
            onClick={() => onChange(items.filter((other) => other.id !== item.id))}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <IconButton size="small" aria-label={texts.addItem} onClick={add} sx={{ mx: 0.5 }}>
          <AddIcon fontSize="small" />
        </IconButton>
        <InputBase
          value={draft}
          placeholder={texts.addItem}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
          inputProps={{ 'aria-label': texts.addItem, 'data-testid': 'checklist-new-item' }}
          sx={{ flex: 1 }}
        />
      </Box>
    </Box>
  );
}
