import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, newPasswordSchema } from '@flockbook/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { errorMessage } from '../../../components/error-message.ts';
import { applyFieldErrors, ApiError } from '../../../lib/api-client.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { translateAuthMessage } from '../auth-messages.ts';
import { FormTextField } from './form-text-field.tsx';

export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, passwordConfirm: z.string() })
  .refine((values) => values.password === values.passwordConfirm, {
    message: authMessages.passwordsDoNotMatch,
    path: ['passwordConfirm'],
  });

type ResetPasswordValues = z.infer<typeof resetPasswordFormSchema>;

export type ResetPasswordFormProps = {
  /** The token of the emailed reset link. */
  token: string;
  /** Where to sign in once done, and where to ask for a new link. */
  loginPath: string;
  forgotPasswordPath: string;
  /**
   * Opened without a link's token (a sample page from the navigation): the form is shown all
   * the same, and submitting it shows this instead of changing anything. Without it, a page
   * without a token is a broken link.
   */
  withoutToken?: ReactNode;
};

/**
 * The one reset-password form: a new password twice; a missing or refused link says so and
 * offers a new one (unless the page explains itself without a token); success offers sign-in.
 */
export function ResetPasswordForm({
  token,
  loginPath,
  forgotPasswordPath,
  withoutToken,
}: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const demo = token === '' && withoutToken !== undefined;
  const [linkError, setLinkError] = useState<string | null>(
    token === '' && !demo ? authMessages.resetLinkInvalid : null,
  );
  const [explained, setExplained] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState, getValues, trigger } =
    useForm<ResetPasswordValues>({
      mode: 'onChange',
      resolver: zodResolver(resetPasswordFormSchema),
      defaultValues: { password: '', passwordConfirm: '' },
    });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    if (demo) {
      setExplained(true);
      return;
    }
    try {
      await reset.mutateAsync({ token, password });
    } catch (error) {
      const tokenError = error instanceof ApiError ? error.fieldErrors.token : undefined;
      if (tokenError !== undefined) setLinkError(tokenError);
      else if (!applyFieldErrors(error, setError, ['password'])) {
        setFormError(errorMessage(error, t));
      }
    }
  });

  if (reset.isSuccess) {
    return (
      <Stack spacing={3}>
        <Alert severity="success" data-testid="reset-password-done">
          {t('auth.resetPassword.done')}
        </Alert>
        <Button component={RouterLink} to={loginPath} variant="contained" size="large">
          {t('auth.resetPassword.goToLogin')}
        </Button>
      </Stack>
    );
  }

  if (explained) return <Stack spacing={3}>{withoutToken}</Stack>;

  if (linkError !== null) {
    return (
      <Stack spacing={3}>
        <Alert severity="error" data-testid="reset-link-error">
          {translateAuthMessage(linkError, t)}
        </Alert>
        <Button component={RouterLink} to={forgotPasswordPath} variant="contained">
          {t('auth.resetPassword.requestNew')}
        </Button>
      </Stack>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('auth.resetPassword.title')}>
      <Stack spacing={2.5}>
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <FormTextField
          name="password"
          control={control}
          password
          // The confirmation is compared again once it has been typed.
          afterChange={() => {
            if (getValues('passwordConfirm') !== '') void trigger('passwordConfirm');
          }}
          label={t('auth.fields.newPassword')}
          autoComplete="new-password"
          autoFocus
          required
        />
        <FormTextField
          name="passwordConfirm"
          control={control}
          password
          label={t('auth.fields.newPasswordConfirm')}
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
          {t('auth.resetPassword.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
