import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, newPasswordSchema } from '@flockbook/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { z } from 'zod';
import { errorMessage } from '../../../components/error-message.ts';
import { applyFieldErrors, ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { translateAuthMessage } from '../auth-messages.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { PasswordField } from '../components/password-field.tsx';

export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, passwordConfirm: z.string() })
  .refine((values) => values.password === values.passwordConfirm, {
    message: authMessages.passwordsDoNotMatch,
    path: ['passwordConfirm'],
  });

type ResetPasswordValues = z.infer<typeof resetPasswordFormSchema>;

/** Chooses a new password with the token from an emailed reset link. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const reset = useResetPassword();
  const [linkError, setLinkError] = useState<string | null>(
    token === '' ? authMessages.resetLinkInvalid : null,
  );
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState, getValues, trigger } =
    useForm<ResetPasswordValues>({
      mode: 'onChange',
      resolver: zodResolver(resetPasswordFormSchema),
      defaultValues: { password: '', passwordConfirm: '' },
    });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
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
      <AuthCard title={t('auth.resetPassword.title')}>
        <Stack spacing={3}>
          <Alert severity="success" data-testid="reset-password-done">
            {t('auth.resetPassword.done')}
          </Alert>
          <Button component={RouterLink} to={paths.login} variant="contained" size="large">
            {t('auth.resetPassword.goToLogin')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  if (linkError !== null) {
    return (
      <AuthCard title={t('auth.resetPassword.title')}>
        <Stack spacing={3}>
          <Alert severity="error" data-testid="reset-link-error">
            {translateAuthMessage(linkError, t)}
          </Alert>
          <Button component={RouterLink} to={paths.forgotPassword} variant="contained">
            {t('auth.resetPassword.requestNew')}
          </Button>
        </Stack>
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          <Link component={RouterLink} to={paths.login} variant="body2">
            {t('auth.forgotPassword.backToLogin')}
          </Link>
        </Box>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.resetPassword.title')} subtitle={t('auth.resetPassword.intro')}>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label={t('auth.resetPassword.title')}
      >
        <Stack spacing={2.5}>
          {formError ? <Alert severity="error">{formError}</Alert> : null}
          <Controller
            name="password"
            control={control}
            render={({ field: { ref, ...field }, fieldState }) => (
              <PasswordField
                {...field}
                inputRef={ref}
                onChange={(event) => {
                  field.onChange(event);
                  // The confirmation is compared again once it has been typed.
                  if (getValues('passwordConfirm') !== '') void trigger('passwordConfirm');
                }}
                label={t('auth.fields.newPassword')}
                autoComplete="new-password"
                autoFocus
                required
                fullWidth
                error={fieldState.error !== undefined}
                helperText={translateAuthMessage(fieldState.error?.message, t)}
              />
            )}
          />
          <Controller
            name="passwordConfirm"
            control={control}
            render={({ field: { ref, ...field }, fieldState }) => (
              <PasswordField
                {...field}
                inputRef={ref}
                label={t('auth.fields.newPasswordConfirm')}
                autoComplete="new-password"
                required
                fullWidth
                error={fieldState.error !== undefined}
                helperText={translateAuthMessage(fieldState.error?.message, t)}
              />
            )}
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
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.login} variant="body2">
          {t('auth.forgotPassword.backToLogin')}
        </Link>
      </Box>
    </AuthCard>
  );
}
