import { inviteInputSchema } from '@flockbook/contracts';
import type { Farm, PersonRole } from '@flockbook/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { showMessage } from '../../../lib/message-store.ts';
import { fillText } from '../../../records/area-texts.ts';
import { useInvite } from '../api/use-people.ts';
import type { PeopleTexts } from '../locales/en.ts';
import { fieldMessages, showRefusal } from '../people-message.ts';
import { FarmSelect } from './farm-select.tsx';
import { RoleSelect } from './role-select.tsx';

export type InviteDialogProps = {
  texts: PeopleTexts;
  farms: readonly Farm[];
  onClose: () => void;
};

/** Email, role and farms of a new person; the invitation is mailed on submit. */
export function InviteDialog({ texts, farms, onClose }: InviteDialogProps) {
  const invite = useInvite();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<PersonRole>('staff');
  const [farmIds, setFarmIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    setFailure(null);
    const checked = inviteInputSchema.safeParse({ email, role, farmIds });
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(fieldMessages(texts, found));
      return;
    }
    setErrors({});
    try {
      await invite.mutateAsync(checked.data);
      showMessage({
        message: fillText(texts.inviteSent, { email: checked.data.email }),
        variant: 'success',
      });
      onClose();
    } catch (error) {
      showRefusal(texts, error, { fields: setErrors, form: setFailure });
    }
  };

  const busy = invite.isPending;
  return (
    <FormDialog
      title={texts.inviteTitle}
      closeLabel={texts.close}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={busy}
      data-testid="invite-dialog"
      actions={
        <>
          <Button color="inherit" onClick={onClose} disabled={busy}>
            {texts.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? texts.sending : texts.sendInvite}
          </Button>
        </>
      }
    >
      <Typography variant="body2" color="text.secondary">
        {texts.inviteIntro}
      </Typography>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <TextField
        name="email"
        type="email"
        label={texts.email}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={Boolean(errors.email)}
        helperText={errors.email}
        autoComplete="off"
        autoFocus
        required
        disabled={busy}
      />
      <RoleSelect
        texts={texts}
        value={role}
        onChange={setRole}
        error={errors.role}
        disabled={busy}
      />
      <FarmSelect
        texts={texts}
        farms={farms}
        value={farmIds}
        onChange={setFarmIds}
        error={errors.farmIds}
        disabled={busy}
      />
    </FormDialog>
  );
}
