import AddOutlined from '@mui/icons-material/AddOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { RoundNumberField } from './round-number-field.tsx';

type Line = { id?: string; version?: number; confirmUnusual?: boolean };

export type RoundLinesProps<L extends Line, C extends keyof L, A extends keyof L> = {
  lines: readonly L[];
  onChange: (lines: L[]) => void;
  /** A new line to add (a blank amount). */
  newLine: () => L;
  /** The line's choice (cause, feed type): its field, label, options and test id suffix. */
  choice: {
    field: C;
    label: string;
    options: readonly { value: string; label: string }[];
    id: string;
  };
  /** The line's amount (birds, kilograms). */
  amount: { field: A; label: string; unit?: string | undefined; whole?: boolean; id: string };
  /** The hint under the first line's amount (yesterday's, or the breed's target). */
  firstHint: string | undefined;
  /** The message at a line's field, by `line.field`. */
  errorAt: (path: string) => string | undefined;
  /** The target of a value refused as unusual, by `line.field`. */
  unusualAt: (path: string) => string | undefined;
  /** Test ids: `<testId>-<line>-<choice.id | amount.id>`. */
  testId: string;
  addLabel: string;
  removeLabel: string;
  disabled: boolean;
};

/**
 * Lines of one kind of record in a house (deaths by cause, feed by type): a choice and an
 * amount each, another line added on demand; a line not saved yet can be taken away again.
 */
export function RoundLines<L extends Line, C extends keyof L & string, A extends keyof L & string>({
  lines,
  onChange,
  newLine,
  choice,
  amount,
  firstHint,
  errorAt,
  unusualAt,
  testId,
  addLabel,
  removeLabel,
  disabled,
}: RoundLinesProps<L, C, A>) {
  const change = (index: number, values: Partial<L>) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...values } : line)));
  const confirmAt = (index: number) => {
    const target = unusualAt(`${index}.${amount.field}`);
    return target === undefined
      ? undefined
      : {
          target,
          checked: lines[index]?.confirmUnusual === true,
          onChange: (checked: boolean) => change(index, { confirmUnusual: checked } as Partial<L>),
        };
  };
  return (
    <>
      {lines.map((line, index) => (
        <Box
          key={line.id ?? `new-${index}`}
          sx={{
            display: 'grid',
            gridTemplateColumns: '1fr 1fr auto',
            columnGap: 1,
            alignItems: 'start',
          }}
        >
          <TextField
            select
            disabled={disabled}
            size="small"
            label={choice.label}
            value={String(line[choice.field] ?? '')}
            onChange={(event) =>
              change(index, { [choice.field]: event.target.value } as Partial<L>)
            }
            error={Boolean(errorAt(`${index}.${choice.field}`))}
            helperText={errorAt(`${index}.${choice.field}`) ?? ' '}
            slotProps={{ htmlInput: { 'data-testid': `${testId}-${index}-${choice.id}` } }}
          >
            {choice.options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <RoundNumberField
            disabled={disabled}
            whole={amount.whole}
            label={amount.label}
            unit={amount.unit}
            value={String(line[amount.field] ?? '')}
            onChange={(value) => change(index, { [amount.field]: value } as Partial<L>)}
            error={errorAt(`${index}.${amount.field}`)}
            hint={index === 0 ? firstHint : undefined}
            testId={`${testId}-${index}-${amount.id}`}
            confirm={confirmAt(index)}
          />
          {!line.id && lines.length > 1 ? (
            <IconButton
              aria-label={removeLabel}
              disabled={disabled}
              onClick={() => onChange(lines.filter((_, i) => i !== index))}
              sx={{ mt: 0.25 }}
            >
              <CloseOutlined fontSize="small" />
            </IconButton>
          ) : (
            <Box sx={{ width: 0 }} />
          )}
        </Box>
      ))}
      <Button
        disabled={disabled}
        size="small"
        startIcon={<AddOutlined />}
        onClick={() => onChange([...lines, newLine()])}
        sx={{ justifySelf: 'start' }}
      >
        {addLabel}
      </Button>
    </>
  );
}
