import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';
import type { ReactNode } from 'react';

export type OutlinedTextFieldProps = Omit<OutlinedInputProps, 'label'> & {
  label?: ReactNode;
  helperText?: ReactNode;
};

/**
 * An outlined text field, drawn as MUI's `TextField` draws one (label, outlined input, message
 * below), from the parts only: `TextField` also brings the select and the other input variants,
 * with their menu and popover code, into the first download of the page it is on.
 */
export function OutlinedTextField({
  id,
  label,
  helperText,
  error,
  required,
  disabled,
  fullWidth,
  size,
  sx,
  ...input
}: OutlinedTextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl
      variant="outlined"
      error={error}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      size={size}
      sx={sx}
    >
      {label ? <InputLabel htmlFor={inputId}>{label}</InputLabel> : null}
      <OutlinedInput id={inputId} label={label} aria-describedby={helperId} {...input} />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
