import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { OutlinedTextField } from '../../../components/outlined-text-field.tsx';
import type { OutlinedTextFieldProps } from '../../../components/outlined-text-field.tsx';

/** A password input with a button that shows or hides what was typed. */
export function PasswordField(props: Omit<OutlinedTextFieldProps, 'type'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const label = visible ? t('auth.fields.hidePassword') : t('auth.fields.showPassword');
  return (
    <OutlinedTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={label}
            title={label}
            edge="end"
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
