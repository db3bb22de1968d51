import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { KeyboardEvent } from 'react';
import { UnusualConfirm } from '../../../records/components/unusual-confirm.tsx';

/**
 * The phone keypad's Enter ("next") moves to the round's next number instead of sending the
 * whole round half filled; the last one leaves the focus on Save.
 */
function focusNextNumber(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
  const form = event.target.form;
  if (!form) return;
  event.preventDefault();
  const numbers = [...form.querySelectorAll<HTMLInputElement>('input[data-round-number]')];
  const next = numbers[numbers.indexOf(event.target) + 1];
  if (next) next.focus();
  else form.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
}

export type RoundNumberFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The server's or the check's message; shown instead of the hint. */
  error?: string | undefined;
  hint?: string | undefined;
  unit?: string | undefined;
  /** Whole numbers get the phone's digit pad; the rest its decimal pad. */
  whole?: boolean;
  disabled?: boolean;
  testId: string;
  /** The value was refused as unusual: its target, and the user's confirmation of it. */
  confirm?: { target: string; checked: boolean; onChange: (checked: boolean) => void } | undefined;
};

/** A number of the round: the phone's numeric keypad, its unit at the end, a hint under it. */
export function RoundNumberField({
  label,
  value,
  onChange,
  error,
  hint,
  unit,
  whole = false,
  disabled = false,
  testId,
  confirm,
}: RoundNumberFieldProps) {
  const field = (
    <TextField
      size="small"
      label={label}
      disabled={disabled}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? hint ?? ' '}
      fullWidth
      autoComplete="off"
      onKeyDown={focusNextNumber}
      slotProps={{
        htmlInput: {
          inputMode: whole ? 'numeric' : 'decimal',
          enterKeyHint: 'next',
          'data-round-number': '',
          'data-testid': testId,
        },
        input: unit
          ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> }
          : undefined,
      }}
    />
  );
  if (!confirm) return field;
  return (
    <div>
      {field}
      <UnusualConfirm {...confirm} disabled={disabled} />
    </div>
  );
}
