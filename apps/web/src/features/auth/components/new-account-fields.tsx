import Button from '@mui/material/Button';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation.ts';
import { FormTextField } from './form-text-field.tsx';
import type { RegisterFormInput, RegisterFormValues } from './register-form-schema.ts';

export type NewAccountFieldsProps = {
  form: UseFormReturn<RegisterFormInput, unknown, RegisterFormValues>;
  /** The submit button's text. */
  submit: string;
};

/**
 * A new account's name, email and password twice, and the button that sends them, for the
 * registration and the first admin's set-up alike. The button waits for valid fields.
 */
export function NewAccountFields({ form, submit }: NewAccountFieldsProps) {
  const { t } = useTranslation();
  const { control, formState, getValues, trigger } = form;
  return (
    <>
      <FormTextField
        name="displayName"
        control={control}
        label={t('auth.fields.displayName')}
        autoComplete="name"
        autoFocus
        required
      />
      <FormTextField
        name="email"
        control={control}
        type="email"
        label={t('auth.fields.email')}
        autoComplete="email"
        required
      />
      <FormTextField
        name="password"
        control={control}
        password
        // The confirmation is compared again once it has been typed.
        afterChange={() => {
          if (getValues('passwordConfirm') !== '') void trigger('passwordConfirm');
        }}
        label={t('auth.fields.password')}
        autoComplete="new-password"
        required
      />
      <FormTextField
        name="passwordConfirm"
        control={control}
        password
        label={t('auth.fields.passwordConfirm')}
        autoComplete="new-password"
        required
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={!formState.isValid || formState.isSubmitting}
      >
        {submit}
      </Button>
    </>
  );
}
