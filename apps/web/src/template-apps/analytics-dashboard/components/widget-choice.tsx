import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** A widget's small choice (year, period, range): a labelled select in the card's header. */
export function WidgetChoice<Value extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as Value)}
      sx={{ minWidth: 128 }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
