import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation.ts';
import { OutlinedTextField } from '../../../components/outlined-text-field.tsx';
import type { OutlinedTextFieldProps } from '../../../components/outlined-text-field.tsx';
import { translateAuthMessage } from '../auth-messages.ts';
import { PasswordField } from './password-field.tsx';

export type FormTextFieldProps<Values extends FieldValues> = Omit<
  OutlinedTextFieldProps,
  'name' | 'value' | 'error' | 'helperText'
> & {
  name: FieldPath<Values>;
  control: Control<Values>;
  /** Draws a password input with its show/hide button. */
  password?: boolean;
  /** Runs after the field's own change (e.g. to check a confirmation again). */
  afterChange?: () => void;
};

/** A text field of an auth form: its value in the form, its message (translated) below it. */
export function FormTextField<Values extends FieldValues>({
  name,
  control,
  password = false,
  afterChange,
  ...props
}: FormTextFieldProps<Values>) {
  const { t } = useTranslation();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, onChange, ...field }, fieldState }) => {
        const shared = {
          ...props,
          ...field,
          inputRef: ref,
          onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
            onChange(event);
            afterChange?.();
          },
          fullWidth: true,
          error: fieldState.error !== undefined,
          helperText: translateAuthMessage(fieldState.error?.message, t),
        };
        return password ? <PasswordField {...shared} /> : <OutlinedTextField {...shared} />;
      }}
    />
  );
}
