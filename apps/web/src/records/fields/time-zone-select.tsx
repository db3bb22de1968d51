import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { useTranslation } from '../../lib/use-translation.ts';
import type { RecordField } from '../record-area.ts';
import { validationMessage } from './validation-message.ts';

/** The IANA zones this browser knows, UTC first; typed to search (Karachi, Auckland...). */
function timeZones(): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...known.filter((zone) => zone !== 'UTC')];
}

export type TimeZoneSelectProps = {
  field: RecordField;
  control: Control<Record<string, unknown>>;
  label: string;
  hint: string | undefined;
  disabled: boolean;
};

/** A searchable pick of a farm's time zone; left empty, the server gives the installation's. */
export function TimeZoneSelect({ field, control, label, hint, disabled }: TimeZoneSelectProps) {
  const { t } = useTranslation();
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: input, fieldState }) => {
        const error = validationMessage(fieldState.error?.message, t);
        const value = typeof input.value === 'string' && input.value !== '' ? input.value : null;
        return (
          <Autocomplete
            id={`field-${field.name}`}
            options={timeZones()}
            value={value}
            onChange={(_event, zone) => input.onChange(zone ?? '')}
            onBlur={input.onBlur}
            disabled={disabled}
            autoHighlight
            fullWidth
            renderInput={(params) => (
              <TextField
                {...params}
                name={input.name}
                inputRef={input.ref}
                label={label}
                error={error !== undefined}
                helperText={error ?? hint}
              />
            )}
          />
        );
      }}
    />
  );
}
