import { zodResolver } from '@hookform/resolvers/zod';
import { signInInputSchema } from '@flockbook/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { errorMessage } from '../../../components/error-message.ts';
import { ApiError, applyFieldErrors } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { translateAuthMessage } from '../auth-messages.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { DemoAccounts, demoAccountsShown } from '../components/demo-accounts.tsx';
import type { DemoAccount } from '../components/demo-accounts.tsx';
import { PasswordField } from '../components/password-field.tsx';

type LoginInput = z.input<typeof signInInputSchema>;
type LoginValues = z.output<typeof signInInputSchema>;

/**
 * Sign-in with email and password. Once signed in, the route guard sends the user on to the
 * page they first asked for, or to the dashboard.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue, formState } = useForm<
    LoginInput,
    unknown,
    LoginValues
  >({
    mode: 'onChange',
    resolver: zodResolver(signInInputSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signIn(values);
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        setFormError(error.detail ?? error.title);
      } else if (!applyFieldErrors(error, setError, ['email', 'password'])) {
        setFormError(errorMessage(error, t));
      }
    }
  });

  const fillIn = (account: DemoAccount) => {
    const options = { shouldValidate: true, shouldDirty: true, shouldTouch: true };
    setValue('email', account.email, options);
    setValue('password', account.password, options);
  };

  return (
    <AuthCard title={t('auth.login.title')}>
      <Tabs value={0} variant="fullWidth" sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
        <Tab label={t('auth.login.tab')} value={0} />
      </Tabs>

      {demoAccountsShown() ? <DemoAccounts onChoose={fillIn} /> : null}

      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('auth.login.title')}>
        <Stack spacing={2.5}>
          {formError ? (
            <Alert severity="error" data-testid="login-error">
              {formError}
            </Alert>
          ) : null}
          <Controller
            name="email"
            control={control}
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                type="email"
                label={t('auth.fields.email')}
                autoComplete="email"
                autoFocus
                required
                fullWidth
                error={fieldState.error !== undefined}
                helperText={translateAuthMessage(fieldState.error?.message, t)}
              />
            )}
          />
          <Controller
            name="password"
            control={control}
            render={({ field: { ref, ...field }, fieldState }) => (
              <PasswordField
                {...field}
                inputRef={ref}
                label={t('auth.fields.password')}
                autoComplete="current-password"
                required
                fullWidth
                error={fieldState.error !== undefined}
                helperText={translateAuthMessage(fieldState.error?.message, t)}
              />
            )}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Link component={RouterLink} to={paths.forgotPassword} variant="body2">
              {t('auth.login.forgotPassword')}
            </Link>
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={!formState.isValid || formState.isSubmitting}
          >
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </Box>

      <Stack spacing={1} sx={{ mt: 3, alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {t('auth.login.noAccount')}{' '}
          <Link component={RouterLink} to={paths.register}>
            {t('auth.login.register')}
          </Link>
        </Typography>
        <Link component={RouterLink} to={paths.home} variant="body2">
          {t('auth.login.backToDashboard')}
        </Link>
      </Stack>
    </AuthCard>
  );
}
