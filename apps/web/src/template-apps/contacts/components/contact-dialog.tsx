import type { Contact, NewContact } from '@flockbook/mock-api/contacts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { fullName } from '../contacts-view.ts';
import { useContactsTexts } from '../locales/use-contacts-texts.ts';

type Fields = Omit<Contact, 'id'>;
type FieldName = keyof Fields;

const EMPTY: Fields = {
  name: '',
  lastName: '',
  avatar: '',
  nickname: '',
  company: '',
  jobTitle: '',
  email: '',
  phone: '',
  address: '',
  birthday: '',
  notes: '',
};

/** Field, input type and whether it takes a whole row. */
const LAYOUT: readonly [FieldName, string, boolean][] = [
  ['name', 'text', false],
  ['lastName', 'text', false],
  ['nickname', 'text', false],
  ['birthday', 'date', false],
  ['company', 'text', false],
  ['jobTitle', 'text', false],
  ['email', 'email', false],
  ['phone', 'tel', false],
  ['address', 'text', true],
  ['avatar', 'url', true],
  ['notes', 'text', true],
];

type DialogProps = {
  /** The contact to edit, or null to add one. */
  contact: Contact | null;
  busy: boolean;
  onClose: () => void;
  onSave: (contact: Contact | NewContact) => void;
  onRemove: (contact: Contact) => void;
};

/** Adds or edits a contact: every field of the Contact entity; remove when editing. */
export function ContactDialog({ contact, busy, onClose, onSave, onRemove }: DialogProps) {
  const texts = useContactsTexts();
  const titleId = useId();
  const [values, setValues] = useState<Fields>(() => ({ ...EMPTY, ...contact }));
  const [touched, setTouched] = useState(false);
  const nameMissing = values.name.trim() === '';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (nameMissing) return;
    const trimmed = { ...values, name: values.name.trim() };
    onSave(contact ? { ...trimmed, id: contact.id } : trimmed);
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      data-testid="contact-dialog"
    >
      <DialogTitle id={titleId}>{contact ? texts.editTitle : texts.newTitle}</DialogTitle>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
        <DialogContent dividers>
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
            <Avatar src={values.avatar || undefined} alt="" sx={{ width: 72, height: 72 }}>
              {fullName(values).charAt(0)}
            </Avatar>
          </Box>
          <Grid container spacing={2}>
            {LAYOUT.map(([field, type, wide]) => (
              <Grid key={field} size={{ xs: 12, sm: wide ? 12 : 6 }}>
                <TextField
                  name={field}
                  label={texts.fields[field]}
                  type={type}
                  value={values[field]}
                  onChange={(event) => setValues({ ...values, [field]: event.target.value })}
                  required={field === 'name'}
                  autoFocus={field === 'name'}
                  error={field === 'name' && touched && nameMissing}
                  helperText={field === 'name' && touched && nameMissing ? texts.nameRequired : ' '}
                  multiline={field === 'notes' || field === 'address'}
                  minRows={field === 'notes' ? 3 : undefined}
                  fullWidth
                  size="small"
                  slotProps={{
                    inputLabel: type === 'date' ? { shrink: true } : undefined,
                    htmlInput: ['email', 'tel', 'url'].includes(type) ? { dir: 'ltr' } : undefined,
                  }}
                />
              </Grid>
            ))}
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          {contact ? (
            <Button color="error" onClick={() => onRemove(contact)} disabled={busy}>
              {texts.remove}
            </Button>
          ) : null}
          <Box sx={{ flex: 1 }} />
          <Button color="inherit" onClick={onClose} disabled={busy}>
            {texts.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {texts.save}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
