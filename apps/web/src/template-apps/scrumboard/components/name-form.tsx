import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useScrumboardTexts } from '../locales/use-scrumboard-texts.ts';

type NameFormProps = {
  label: string;
  initial?: string;
  submitLabel: string;
  /** Answers whether it worked; the form closes (or clears, to add another) when it did. */
  onSubmit: (name: string) => Promise<boolean>;
  onClose: () => void;
  /** Stays open and clears after a success, to add the next one. */
  keepOpen?: boolean;
  multiline?: boolean;
  testId?: string;
};

/**
 * One name to type: rename a board or a list, add a list, a card or a checklist. Enter saves,
 * Escape cancels.
 */
export function NameForm(props: NameFormProps) {
  const { texts } = useScrumboardTexts();
  const [value, setValue] = useState(props.initial ?? '');
  const [busy, setBusy] = useState(false);
  const name = value.trim();

  const submit = async () => {
    if (!name || busy) return;
    if (name === props.initial) return props.onClose();
    setBusy(true);
    const ok = await props.onSubmit(name);
    setBusy(false);
    if (ok && props.keepOpen) setValue('');
    else if (ok) props.onClose();
  };

  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        props.onClose();
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, width: '100%' }}
      data-testid={props.testId}
    >
      <TextField
        size="small"
        autoFocus
        fullWidth
        label={props.label}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        multiline={props.multiline}
        onKeyDown={(event) => {
          if (props.multiline && event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            void submit();
          }
        }}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" size="small" disabled={!name || busy}>
          {props.submitLabel}
        </Button>
        <Button size="small" color="inherit" onClick={props.onClose}>
          {texts.cancel}
        </Button>
      </Box>
    </Box>
  );
}
