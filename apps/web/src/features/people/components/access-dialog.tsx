import type { Farm, Person, PersonRole } from '@flockbook/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { showMessage } from '../../../lib/message-store.ts';
import { fillText } from '../../../records/area-texts.ts';
import { useChangePerson } from '../api/use-people.ts';
import type { PeopleTexts } from '../locales/en.ts';
import { showRefusal } from '../people-message.ts';
import { FarmSelect } from './farm-select.tsx';
import { RoleSelect } from './role-select.tsx';

export type AccessDialogProps = {
  texts: PeopleTexts;
  person: Person;
  /** What the dialog changes. */
  part: 'role' | 'farms';
  farms: readonly Farm[];
  onClose: () => void;
};

/** Changes a person's role, or their farms. */
export function AccessDialog({ texts, person, part, farms, onClose }: AccessDialogProps) {
  const change = useChangePerson();
  const [role, setRole] = useState<PersonRole>(person.role === 'admin' ? 'admin' : 'staff');
  const [farmIds, setFarmIds] = useState<string[]>(person.farmIds);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    setFailure(null);
    try {
      await change.mutateAsync({
        id: person.id,
        patch: part === 'role' ? { role } : { farmIds },
      });
      showMessage({ message: texts.saved, variant: 'success' });
      onClose();
    } catch (error) {
      showRefusal(texts, error, { fields: setErrors, form: setFailure });
    }
  };

  const busy = change.isPending;
  const title = part === 'role' ? texts.changeRoleTitle : texts.changeFarmsTitle;
  return (
    <FormDialog
      title={fillText(title, { name: person.displayName })}
      closeLabel={texts.close}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={busy}
      data-testid="access-dialog"
      actions={
        <>
          <Button color="inherit" onClick={onClose} disabled={busy}>
            {texts.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {texts.save}
          </Button>
        </>
      }
    >
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {part === 'role' ? (
        <RoleSelect texts={texts} value={role} onChange={setRole} error={errors.role} />
      ) : (
        <FarmSelect
          texts={texts}
          farms={farms}
          value={farmIds}
          onChange={setFarmIds}
          error={errors.farmIds}
        />
      )}
    </FormDialog>
  );
}
