import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { ECommerceTexts } from '../../locales/en.ts';
import { NUMBER_FIELDS } from './product-form-values.ts';
import type { NumberField, ProductFormErrors, ProductFormValues } from './product-form-values.ts';

export type FieldsTabProps = {
  fields: (NumberField | 'sku')[];
  values: ProductFormValues;
  errors: ProductFormErrors;
  texts: ECommerceTexts;
  onChange: <K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) => void;
};

const isNumber = (field: string): field is NumberField =>
  (NUMBER_FIELDS as readonly string[]).includes(field);

/** The pricing, inventory and shipping tabs: text fields, each with its message when wrong. */
export function FieldsTab({ fields, values, errors, texts, onChange }: FieldsTabProps) {
  return (
    <Grid container spacing={2}>
      {fields.map((field) => {
        const error = errors[field];
        const hint = field === 'comparedPrice' ? texts.hints.comparedPrice : undefined;
        return (
          <Grid key={field} size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              name={field}
              label={texts.fields[field]}
              value={values[field]}
              onChange={(event) => onChange(field, event.target.value)}
              error={Boolean(error)}
              helperText={error ? texts.errors[error] : hint}
              slotProps={{
                htmlInput: isNumber(field) ? { inputMode: 'decimal', dir: 'ltr' } : undefined,
              }}
            />
          </Grid>
        );
      })}
    </Grid>
  );
}
