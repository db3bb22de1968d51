import { latestTodayAnywhere } from '@flockbook/contracts/values';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller, useWatch } from 'react-hook-form';
import type { Control, FieldValues } from 'react-hook-form';
import { DataLine, isolatedDataText } from '../../components/data-text.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { fieldLabel, optionLabel } from '../area-texts.ts';
import type { AreaTexts } from '../area-texts.ts';
import { useFarmOptions, useFlockOptions } from '../hooks/use-record-options.ts';
import type { RecordField } from '../record-area.ts';
import { TimeZoneSelect } from './time-zone-select.tsx';
import { ReferenceSelect } from './reference-select.tsx';
import { validationMessage } from './validation-message.ts';

export type FormValues = Record<string, unknown>;

export type RecordFieldInputProps = {
  field: RecordField;
  control: Control<FormValues>;
  texts: AreaTexts;
  disabled: boolean;
  /** A new record: closed flocks cannot be chosen. */
  creating: boolean;
  /** The record's farm's today: the latest date a past-only date field offers. */
  today?: string;
};

function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value);
}

/** One form field of an area, drawn for its type and bound to the form. */
export function RecordFieldInput({
  field,
  control,
  texts,
  disabled,
  creating,
  today = latestTodayAnywhere(),
}: RecordFieldInputProps) {
  const { t } = useTranslation();
  const label = fieldLabel(texts, field.name);
  const hint = texts.hints?.[field.name];
  const unit = texts.units?.[field.name];

  if (field.type === 'switch') {
    return (
      <Controller
        name={field.name}
        control={control}
        render={({ field: input, fieldState }) => (
          <Stack>
            <FormControlLabel
              label={label}
              disabled={disabled}
              control={
                <Switch
                  name={input.name}
                  checked={input.value === true}
                  onChange={(event) => input.onChange(event.target.checked)}
                  onBlur={input.onBlur}
                  slotProps={{ input: { ref: input.ref } }}
                />
              }
            />
            {fieldState.error || hint ? (
              <FormHelperText error={!!fieldState.error}>
                {validationMessage(fieldState.error?.message, t) ?? hint}
              </FormHelperText>
            ) : null}
          </Stack>
        )}
      />
    );
  }

  if (field.type === 'reference' && field.reference) {
    const reference = field.reference;
    return (
      <ReferenceSelect
        field={{ ...field, reference }}
        control={control}
        label={label}
        hint={hint}
        disabled={disabled}
      />
    );
  }
  if (field.type === 'timeZone') {
    return (
      <TimeZoneSelect
        field={field}
        control={control}
        label={label}
        hint={hint}
        disabled={disabled}
      />
    );
  }
  if (field.type === 'farm') {
    return <FarmSelect field={field} control={control} label={label} disabled={disabled} />;
  }
  if (field.type === 'flock') {
    return (
      <FlockSelect
        field={field}
        control={control}
        label={label}
        disabled={disabled}
        creating={creating}
      />
    );
  }

  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: input, fieldState }) => {
        const error = validationMessage(fieldState.error?.message, t);
        const common = {
          id: `field-${field.name}`,
          name: input.name,
          value: asText(input.value),
          onChange: input.onChange,
          onBlur: input.onBlur,
          inputRef: input.ref,
          label,
          required: field.required === true,
          disabled,
          fullWidth: true,
          error: error !== undefined,
          helperText: error ?? hint,
        };
        const unitAdornment = unit ? (
          <InputAdornment position="end">{unit}</InputAdornment>
        ) : undefined;
        switch (field.type) {
          case 'enum':
            return (
              <TextField {...common} select>
                {(field.options ?? []).map((option) => (
                  <MenuItem key={option} value={option}>
                    {optionLabel(texts, field.name, option)}
                  </MenuItem>
                ))}
              </TextField>
            );
          case 'date':
            return (
              <TextField
                {...common}
                type="date"
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { max: field.future ? undefined : today },
                }}
              />
            );
          case 'integer':
            return (
              <TextField
                {...common}
                type="number"
                slotProps={{
                  htmlInput: { inputMode: 'numeric', step: 1, min: 0 },
                  input: { endAdornment: unitAdornment },
                }}
              />
            );
          case 'decimal':
            return (
              <TextField
                {...common}
                slotProps={{
                  htmlInput: { inputMode: 'decimal', dir: 'ltr' },
                  input: { endAdornment: unitAdornment },
                }}
              />
            );
          case 'textarea':
            return <TextField {...common} multiline minRows={3} maxRows={10} />;
          default:
            return <TextField {...common} slotProps={{ input: { endAdornment: unitAdornment } }} />;
        }
      }}
    />
  );
}

type SelectProps = {
  field: RecordField;
  control: Control<FormValues>;
  label: string;
  disabled: boolean;
};

function FarmSelect({ field, control, label, disabled }: SelectProps) {
  const { t } = useTranslation();
  const farms = useFarmOptions();
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: input, fieldState }) => {
        const value = asText(input.value);
        const known = (farms.data ?? []).some((farm) => farm.id === value);
        const error = validationMessage(fieldState.error?.message, t);
        return (
          <TextField
            select
            fullWidth
            id={`field-${field.name}`}
            name={input.name}
            label={label}
            required={field.required === true}
            disabled={disabled}
            value={known ? value : ''}
            onChange={input.onChange}
            onBlur={input.onBlur}
            inputRef={input.ref}
            error={error !== undefined}
            helperText={error}
          >
            {field.required !== true ? (
              <MenuItem value="">
                <em>{t('records.form.none')}</em>
              </MenuItem>
            ) : null}
            {(farms.data ?? []).map((farm) => (
              <MenuItem key={farm.id} value={farm.id}>
                <DataLine>{farm.name}</DataLine>
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}

function FlockSelect({
  field,
  control,
  label,
  disabled,
  creating,
}: SelectProps & { creating: boolean }) {
  const { t } = useTranslation();
  const flocks = useFlockOptions();
  const farmId = useWatch<FieldValues>({ control, name: field.farmField ?? '__none' }) as unknown;
  const options = (flocks.data ?? []).filter(
    (flock) =>
      (!field.farmField || !farmId || flock.farmId === farmId) &&
      (!field.flockTypes || field.flockTypes.includes(flock.type)),
  );
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: input, fieldState }) => {
        const value = asText(input.value);
        const known = options.some((flock) => flock.id === value);
        const error = validationMessage(fieldState.error?.message, t);
        return (
          <TextField
            select
            fullWidth
            id={`field-${field.name}`}
            name={input.name}
            label={label}
            required={field.required === true}
            disabled={disabled}
            value={known ? value : ''}
            onChange={input.onChange}
            onBlur={input.onBlur}
            inputRef={input.ref}
            error={error !== undefined}
            helperText={error}
          >
            {field.required !== true ? (
              <MenuItem value="">
                <em>{t('records.form.none')}</em>
              </MenuItem>
            ) : null}
            {options.map((flock) => (
              <MenuItem
                key={flock.id}
                value={flock.id}
                disabled={creating && flock.status === 'closed'}
              >
                <DataLine>
                  {flock.name}
                  {' · '}
                  {isolatedDataText(flock.farmName)}
                  {flock.status === 'closed' ? ` (${t('records.list.closedFlock')})` : ''}
                </DataLine>
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
