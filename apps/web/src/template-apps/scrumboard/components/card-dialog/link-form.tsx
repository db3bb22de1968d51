import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useScrumboardTexts } from '../../locales/use-scrumboard-texts.ts';
import { isWebAddress } from '../board-logic.ts';

type Props = { onSubmit: (name: string, url: string) => Promise<boolean>; onClose: () => void };

/** A link to attach: its address (checked) and a name (the address when left empty). */
export function LinkForm({ onSubmit, onClose }: Props) {
  const { texts } = useScrumboardTexts();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [touched, setTouched] = useState(false);
  const valid = isWebAddress(url);

  return (
    <Box
      component="form"
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!valid) return;
        void onSubmit(name.trim() || url.trim(), url.trim()).then((ok) => ok && onClose());
      }}
    >
      <TextField
        size="small"
        autoFocus
        label={texts.linkUrl}
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={touched && !valid}
        helperText={touched && !valid ? texts.badUrl : ' '}
        slotProps={{ htmlInput: { dir: 'ltr', maxLength: 2000 } }}
        sx={{ flex: '2 1 240px' }}
      />
      <TextField
        size="small"
        label={texts.linkName}
        value={name}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
        sx={{ flex: '1 1 160px' }}
      />
      <Button type="submit" variant="contained">
        {texts.add}
      </Button>
      <Button color="inherit" onClick={onClose}>
        {texts.cancel}
      </Button>
    </Box>
  );
}
