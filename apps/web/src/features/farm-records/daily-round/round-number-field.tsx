import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

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
  testId: string;
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
  testId,
}: RoundNumberFieldProps) {
  return (
    <TextField
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? hint ?? ' '}
      fullWidth
      autoComplete="off"
      slotProps={{
        htmlInput: {
          inputMode: whole ? 'numeric' : 'decimal',
          enterKeyHint: 'next',
          'data-testid': testId,
        },
        input: unit
          ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> }
          : undefined,
      }}
    />
  );
}
