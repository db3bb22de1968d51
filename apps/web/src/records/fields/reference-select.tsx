import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { DataLine } from '../../components/data-text.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { useLocale } from '../hooks/use-cell-context.ts';
import { useCurrency } from '../hooks/use-currency.ts';
import { useFlockOptions } from '../hooks/use-record-options.ts';
import {
  referenceQueryString,
  useReferenceItem,
  useReferenceItems,
} from '../hooks/use-reference-options.ts';
import type { RecordField } from '../record-area.ts';
import type {
  ReferenceContext,
  ReferenceOption,
  ReferenceScope,
  ReferenceSource,
} from '../reference-source.ts';
import { validationMessage } from './validation-message.ts';

export type ReferenceSelectProps = {
  field: RecordField & { reference: ReferenceSource };
  control: Control<Record<string, unknown>>;
  label: string;
  hint: string | undefined;
  disabled: boolean;
};

function asText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/**
 * A select of records of another collection (a supplier, a medicine batch, an employee, a
 * sale), each with an optional second line; filtered by the form's other fields.
 */
export function ReferenceSelect({ field, control, label, hint, disabled }: ReferenceSelectProps) {
  const { t, i18n } = useTranslation();
  const source = field.reference;
  const locale = useLocale();
  const currency = useCurrency();
  const flocks = useFlockOptions();
  const values = useWatch({ control });
  const scope = useMemo<ReferenceScope>(
    () => ({
      values,
      farmOfFlock: (flockId) => flocks.data?.find((flock) => flock.id === flockId)?.farmId,
    }),
    [values, flocks.data],
  );
  const context: ReferenceContext = {
    locale,
    currency,
    language: i18n.language,
  };
  const query = source.query(scope);
  const queryString = query === null ? null : referenceQueryString(query);
  const items = useReferenceItems(source, queryString);
  const selected = asText(values[field.name]);
  const listed = (items.data ?? []).filter((item) => source.include?.(item, scope) ?? true);
  const options: ReferenceOption[] = listed.map((item) => source.option(item, context, scope));
  const missing = selected !== '' && items.isSuccess && !options.some((o) => o.id === selected);
  const own = useReferenceItem(source, selected, missing);
  if (missing && own.data !== undefined) {
    options.unshift(source.option(own.data, context, scope));
  }
  const waiting = query === null;

  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: input, fieldState }) => {
        const value = asText(input.value);
        const known = options.some((option) => option.id === value);
        const error = validationMessage(fieldState.error?.message, t);
        return (
          <TextField
            select
            fullWidth
            name={input.name}
            label={label}
            required={field.required === true}
            disabled={disabled || waiting}
            value={known ? value : ''}
            onChange={input.onChange}
            onBlur={input.onBlur}
            inputRef={input.ref}
            error={error !== undefined}
            helperText={error ?? hint}
            slotProps={{
              select: {
                renderValue: (chosen) => {
                  const label = options.find((option) => option.id === chosen)?.label;
                  if (label !== undefined) return <DataLine>{label}</DataLine>;
                  return chosen === '' && field.required !== true ? t('records.form.none') : '';
                },
                displayEmpty: field.required !== true,
              },
              inputLabel: field.required !== true ? { shrink: true } : {},
            }}
          >
            {field.required !== true ? (
              <MenuItem value="">
                <em>{t('records.form.none')}</em>
              </MenuItem>
            ) : null}
            {options.map((option) => (
              <MenuItem
                key={option.id}
                value={option.id}
                disabled={option.disabled === true && option.id !== value}
              >
                <ListItemText
                  primary={<DataLine>{option.label}</DataLine>}
                  secondary={option.detail}
                  sx={{ my: 0 }}
                  slotProps={{ secondary: { sx: { fontSize: '1.2rem' } } }}
                />
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
