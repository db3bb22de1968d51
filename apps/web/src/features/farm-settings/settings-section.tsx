import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import type { AreaTexts } from '../../records/area-texts.ts';
import { RecordFieldInput } from '../../records/fields/record-field-input.tsx';
import type { FormValues } from '../../records/fields/record-field-input.tsx';
import type { RecordField } from '../../records/record-area.ts';

/** A titled part of the settings form. */
export function SettingsSection({
  title,
  detail,
  children,
}: {
  title: string;
  detail: string;
  children: ReactNode;
}) {
  return (
    <Box component="section">
      <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
        {detail}
      </Typography>
      {children}
    </Box>
  );
}

type FieldsProps = {
  fields: readonly RecordField[];
  control: Control<FormValues>;
  texts: AreaTexts;
  disabled: boolean;
};

/** Settings fields two to a row (one on a phone), drawn as the record forms draw them. */
export function SettingsFields({ fields, control, texts, disabled }: FieldsProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {fields.map((field) => (
        <Box key={field.name} sx={{ gridColumn: field.wide ? '1 / -1' : undefined }}>
          <RecordFieldInput
            field={field}
            control={control}
            texts={texts}
            disabled={disabled}
            creating={false}
          />
        </Box>
      ))}
    </Box>
  );
}
