import { PERSON_ROLES } from '@flockbook/contracts';
import type { PersonRole } from '@flockbook/contracts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { PeopleTexts } from '../locales/en.ts';

export type RoleSelectProps = {
  texts: PeopleTexts;
  value: PersonRole;
  onChange: (role: PersonRole) => void;
  error?: string | undefined;
  disabled?: boolean;
};

/** Admin or staff. */
export function RoleSelect({ texts, value, onChange, error, disabled }: RoleSelectProps) {
  return (
    <TextField
      select
      name="role"
      label={texts.role}
      value={value}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error}
      onChange={(event) => onChange(event.target.value as PersonRole)}
    >
      {PERSON_ROLES.map((role) => (
        <MenuItem key={role} value={role}>
          {texts.roles[role]}
        </MenuItem>
      ))}
    </TextField>
  );
}
